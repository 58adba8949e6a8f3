import type { ReviewQuestion, UserChosenAnswer } from '../../../shared/contracts/quizzes';

/** One line of the answers review: what the student gave and what the key says, per element. */
export interface ReviewRow {
  /** The row symbol, position or group title; '' for one-answer types. */
  element: string;
  given: string;
  correct: string;
  right: boolean;
}

type Pair = { element: string; match: string };
type GroupLetter = { groupIndex: number; symbol: string };

const isPair = (value: unknown): value is Pair =>
  typeof value === 'object' && value !== null && 'element' in value && 'match' in value;
const isGroupLetter = (value: unknown): value is GroupLetter =>
  typeof value === 'object' && value !== null && 'groupIndex' in value && 'symbol' in value;

/**
 * Lines the student's answers up against the key in the shape of the question's type (see
 * UserChosenAnswer and Question for the shapes). Full-text answers have no key.
 */
export function reviewRows(question: ReviewQuestion): ReviewRow[] {
  const chosen: UserChosenAnswer[] = question.chosenAnswers;
  const key = question.correctAnswerLetters;
  switch (question.taskType) {
    case 'SINGLE_ANSWER':
    case 'MULTISELECT': {
      const given = chosen.map((c) => c.answer).sort();
      const correct = key.filter((k): k is string => typeof k === 'string').sort();
      return [{ element: '', given: given.join(', '), correct: correct.join(', '), right: same(given, correct) }];
    }
    case 'SHORT_PHRASE': {
      const correct = key.filter((k): k is string => typeof k === 'string');
      const given = chosen[0]?.answer ?? '';
      return [
        {
          element: '',
          given,
          correct: correct.join(' / '),
          right: question.score?.outcome === 'correct',
        },
      ];
    }
    case 'MATCHING':
    case 'SEQUENCE':
      return key.filter(isPair).map((pair) => {
        const given = chosen.find((c) => c.answer === pair.element)?.matchingAnswer ?? '';
        return { element: pair.element, given, correct: pair.match, right: given === pair.match };
      });
    case 'MULTIGROUP':
      return key.filter(isGroupLetter).map((entry) => {
        const given = chosen.find((c) => c.groupIndex === entry.groupIndex)?.answer ?? '';
        const title = question.answerGroups[entry.groupIndex]?.answerGroupTitle ?? String(entry.groupIndex + 1);
        return { element: title, given, correct: entry.symbol, right: given === entry.symbol };
      });
    case 'FULL_TEXT_ANSWER':
      return [{ element: '', given: chosen[0]?.answer ?? '', correct: '', right: false }];
  }
}

function same(a: string[], b: string[]): boolean {
  return a.length === b.length && a.every((value, index) => value === b[index]);
}
