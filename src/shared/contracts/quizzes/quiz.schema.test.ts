import { describe, it, expect } from 'vitest';
import { singleQuestion, sequenceQuestion } from '../../quiz/testing/quiz-fixtures';
import { ConversionTable, QuizInput } from './quiz.schema';

const quiz = {
  mainTitle: 'НМТ: історія України',
  maxTime: 120,
  code: 'NMT-HIST-1',
  quizImage: null,
  category: 'history',
  questions: [singleQuestion(1), sequenceQuestion(2)],
  maxScore: 4,
};
const messages = (value: unknown) => QuizInput.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

describe('QuizInput schema', () => {
  it('accepts a quiz and defaults its section to nmt', () => {
    expect(QuizInput.parse(quiz).section).toBe('nmt');
  });

  it('refuses a maxScore other than the sum of the questions', () => {
    expect(messages({ ...quiz, maxScore: 5 })).toContain('validation.quiz-max-score-mismatch');
  });

  it('refuses a quiz without questions', () => {
    expect(messages({ ...quiz, questions: [], maxScore: 0 })).toContain('validation.quiz-no-questions');
  });

  it('refuses two questions with the same number', () => {
    expect(messages({ ...quiz, questions: [singleQuestion(1), singleQuestion(1)], maxScore: 2 })).toContain(
      'validation.quiz-duplicate-question-number',
    );
  });

  it('refuses a threshold above the maximum', () => {
    expect(messages({ ...quiz, threshold: 5 })).toContain('validation.quiz-threshold-too-high');
  });

  it('refuses a conversion table that runs past the maximum', () => {
    const conversionTable = [
      { points: 1, scaled: 100 },
      { points: 9, scaled: 200 },
    ];
    expect(messages({ ...quiz, conversionTable })).toContain('validation.quiz-conversion-table-too-high');
  });
});

describe('ConversionTable schema', () => {
  it('accepts rows rising in points with a scale from 100 to 200', () => {
    expect(
      ConversionTable.safeParse([
        { points: 5, scaled: 100 },
        { points: 32, scaled: 200 },
      ]).success,
    ).toBe(true);
  });

  it('refuses rows out of order', () => {
    const issues = ConversionTable.safeParse([
      { points: 10, scaled: 150 },
      { points: 5, scaled: 100 },
    ]).error?.issues;
    expect(issues?.map((i) => i.message)).toContain('validation.quiz-conversion-table-order');
  });

  it('refuses a scaled value outside 100–200', () => {
    expect(ConversionTable.safeParse([{ points: 0, scaled: 99 }]).success).toBe(false);
  });
});
