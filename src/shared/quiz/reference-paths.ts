import type { QuestionType } from '../contracts/quizzes/quiz-enums.schema';

/**
 * Each question type has a reference page on how to answer it and how it is scored. The
 * numbers follow zno.osvita.ua's /dovidka/viditestiv/N pages, hence the gaps (7 and 8 are types
 * the product does not have).
 */
export const REFERENCE_PAGE_NUMBERS = {
  SINGLE_ANSWER: 1,
  MATCHING: 2,
  SHORT_PHRASE: 3,
  SEQUENCE: 4,
  MULTISELECT: 5,
  MULTIGROUP: 6,
  FULL_TEXT_ANSWER: 9,
} as const satisfies Record<QuestionType, number>;

export function referencePathFor(taskType: QuestionType): string {
  return `/dovidka/viditestiv/${REFERENCE_PAGE_NUMBERS[taskType]}`;
}
