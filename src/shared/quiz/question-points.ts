import type { AnswerKey, Question } from '../contracts/quizzes/question.schema';

/**
 * What a question is worth by the exam's own rules (exam-facts.md), before any author override:
 * single 1; "three of seven" 1 per correct letter; maths short answer 2; matching 1 per row;
 * sequence 3; multigroup 1 per group. A full-text answer has no exam rule here: it is worth 1
 * until the author says otherwise, and a teacher marks it.
 */
export function defaultMaxPoints(key: AnswerKey): number {
  switch (key.taskType) {
    case 'SINGLE_ANSWER':
      return 1;
    case 'MULTISELECT':
      return key.correctAnswerLetters.length;
    case 'SHORT_PHRASE':
      return 2;
    case 'MATCHING':
      return key.answerGroups[0]?.answerGroupOptions.length ?? 0;
    case 'SEQUENCE':
      return 3;
    case 'MULTIGROUP':
      return key.answerGroups.length;
    case 'FULL_TEXT_ANSWER':
      return 1;
  }
}

/** The question's worth: the author's `points` when set, else the exam default of its type. */
export function questionMaxPoints(question: Question): number {
  return question.points ?? defaultMaxPoints(question);
}

/** The quiz maximum is the sum of its questions' worth; it is derived, never typed in. */
export function quizMaxScore(questions: readonly Question[]): number {
  return questions.reduce((sum, question) => sum + questionMaxPoints(question), 0);
}
