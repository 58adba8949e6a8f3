import { LIMITS } from '../constants';
import type { UserChosenAnswer } from '../contracts/quizzes/quiz-answer.schema';
import type { QuestionType } from '../contracts/quizzes/quiz-enums.schema';

/**
 * What the student just did on a question, in the shape of a `UserChosenAnswer` entry (see its
 * JSDoc for what `answer`, `matchingAnswer` and `groupIndex` mean per type).
 */
export interface AnswerChoice {
  answer: string;
  matchingAnswer?: string | null;
  groupIndex?: number;
}

type Answers = readonly UserChosenAnswer[];

export function answersTo(answers: Answers, questionId: string): UserChosenAnswer[] {
  return answers.filter((entry) => entry.questionId === questionId);
}

export function isAnswered(answers: Answers, questionId: string): boolean {
  return answers.some((entry) => entry.questionId === questionId);
}

/**
 * Records a choice on one question by the answer-recording rules of its type and returns
 * the new list of all answers. A refused choice (a fourth multiselect letter, a blank symbol, a
 * multigroup choice without its group) returns the very same array, so callers can tell by identity.
 */
export function recordAnswer(
  answers: Answers,
  taskType: QuestionType,
  questionId: string,
  choice: AnswerChoice,
): UserChosenAnswer[] {
  const same = answers as UserChosenAnswer[];
  switch (taskType) {
    case 'SINGLE_ANSWER':
      return isBlank(choice.answer) ? same : replaceAll(answers, questionId, [entry(questionId, choice.answer)]);
    case 'SHORT_PHRASE':
    case 'FULL_TEXT_ANSWER':
      // The raw text is kept (a trailing space is the student mid-word); only an empty box clears it.
      return replaceAll(answers, questionId, isBlank(choice.answer) ? [] : [entry(questionId, choice.answer)]);
    case 'MULTISELECT':
      return toggleMultiselect(answers, questionId, choice.answer);
    case 'MATCHING':
    case 'SEQUENCE':
      return recordPair(answers, questionId, choice);
    case 'MULTIGROUP':
      return toggleInGroup(answers, questionId, choice);
  }
}

/** A letter toggles, and at most 3 may be chosen; a fourth is refused, not swapped in. */
function toggleMultiselect(answers: Answers, questionId: string, symbol: string): UserChosenAnswer[] {
  if (isBlank(symbol)) return answers as UserChosenAnswer[];
  const mine = answersTo(answers, questionId);
  if (mine.some((e) => e.answer === symbol)) {
    return answers.filter((e) => !(e.questionId === questionId && e.answer === symbol));
  }
  if (mine.length >= LIMITS.multiselectMaxChoices) return answers as UserChosenAnswer[];
  return [...answers, entry(questionId, symbol)];
}

/**
 * Matching adds a pair and an empty match removes it. A row holds one match, so a new
 * match for a row replaces the old one. Sequence positions work the same way.
 */
function recordPair(answers: Answers, questionId: string, choice: AnswerChoice): UserChosenAnswer[] {
  if (isBlank(choice.answer)) return answers as UserChosenAnswer[];
  const rest = answers.filter((e) => !(e.questionId === questionId && e.answer === choice.answer));
  const match = choice.matchingAnswer ?? '';
  return isBlank(match) ? rest : [...rest, entry(questionId, choice.answer, match)];
}

/** A multigroup choice toggles; choosing another letter of the same group replaces it. */
function toggleInGroup(answers: Answers, questionId: string, choice: AnswerChoice): UserChosenAnswer[] {
  const { groupIndex } = choice;
  if (groupIndex === undefined || isBlank(choice.answer)) return answers as UserChosenAnswer[];
  const inGroup = (e: UserChosenAnswer) => e.questionId === questionId && e.groupIndex === groupIndex;
  const current = answers.find(inGroup);
  const rest = answers.filter((e) => !inGroup(e));
  if (current?.answer === choice.answer) return rest;
  return [...rest, { ...entry(questionId, choice.answer), groupIndex }];
}

function replaceAll(answers: Answers, questionId: string, entries: UserChosenAnswer[]): UserChosenAnswer[] {
  return [...answers.filter((e) => e.questionId !== questionId), ...entries];
}

function entry(questionId: string, answer: string, matchingAnswer: string | null = null): UserChosenAnswer {
  return { questionId, answer, matchingAnswer };
}

function isBlank(text: string): boolean {
  return text.trim() === '';
}
