import { describe, expect, it } from 'vitest';
import type { ReviewQuestion } from '../../../shared/contracts/quizzes';
import { reviewRows } from './review-format';

const question = (over: Partial<ReviewQuestion>): ReviewQuestion => ({
  id: 'q1',
  questionNumber: 1,
  taskType: 'SINGLE_ANSWER',
  questionTaskHtml: '<p>?</p>',
  taskExplanation: '',
  answerGroups: [],
  correctAnswerLetters: [],
  topics: [],
  referencePath: '/dovidka/viditestiv/1',
  chosenAnswers: [],
  score: null,
  ...over,
});

const chosen = (answer: string, matchingAnswer: string | null = null, groupIndex?: number) => ({
  questionId: 'q1',
  answer,
  matchingAnswer,
  ...(groupIndex !== undefined ? { groupIndex } : {}),
});

describe('answers review rows', () => {
  it('lines multiselect letters up against the key, in letter order', () => {
    const rows = reviewRows(
      question({
        taskType: 'MULTISELECT',
        correctAnswerLetters: ['Д', 'А', 'В'],
        chosenAnswers: [chosen('В'), chosen('А'), chosen('Д')],
      }),
    );
    expect(rows).toEqual([{ element: '', given: 'А, В, Д', correct: 'А, В, Д', right: true }]);
  });

  it('shows one row per matching row, marking a missing pair as not given', () => {
    const rows = reviewRows(
      question({
        taskType: 'MATCHING',
        correctAnswerLetters: [
          { element: '1', match: 'Б' },
          { element: '2', match: 'А' },
        ],
        chosenAnswers: [chosen('1', 'Б')],
      }),
    );
    expect(rows).toEqual([
      { element: '1', given: 'Б', correct: 'Б', right: true },
      { element: '2', given: '', correct: 'А', right: false },
    ]);
  });

  it('names multigroup rows by their group titles', () => {
    const rows = reviewRows(
      question({
        taskType: 'MULTIGROUP',
        answerGroups: [{ answerGroupTitle: 'Пропуск 1', answerGroupOptions: [] }],
        correctAnswerLetters: [{ groupIndex: 0, symbol: 'В' }],
        chosenAnswers: [chosen('Б', null, 0)],
      }),
    );
    expect(rows).toEqual([{ element: 'Пропуск 1', given: 'Б', correct: 'В', right: false }]);
  });

  it('takes a short phrase as right when the server scored it so (2,5 equals 2.5)', () => {
    const rows = reviewRows(
      question({
        taskType: 'SHORT_PHRASE',
        correctAnswerLetters: ['2.5'],
        chosenAnswers: [chosen('2,5')],
        score: {
          questionId: 'q1',
          questionNumber: 1,
          taskType: 'SHORT_PHRASE',
          points: 2,
          maxPoints: 2,
          rawPoints: 2,
          rawMaxPoints: 2,
          outcome: 'correct',
        },
      }),
    );
    expect(rows[0]).toMatchObject({ given: '2,5', correct: '2.5', right: true });
  });
});
