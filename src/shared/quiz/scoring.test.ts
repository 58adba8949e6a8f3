import { describe, it, expect } from 'vitest';
import type { ConversionRow, StoredQuestion, UserChosenAnswer } from '../contracts/quizzes';
import { QuizAnswerError } from './quiz-answer-error';
import { convertToScale, scoreQuiz } from './scoring';
import {
  fullTextQuestion,
  matchingQuestion,
  multigroupQuestion,
  multiselectQuestion,
  sequenceQuestion,
  shortPhraseQuestion,
  singleQuestion,
} from './testing/quiz-fixtures';

const say = (questionId: string, answer: string, matchingAnswer: string | null = null): UserChosenAnswer => ({
  questionId,
  answer,
  matchingAnswer,
});
const order = (questionId: string, symbols: string) => [...symbols].map((s, i) => say(questionId, String(i + 1), s));
const one = (question: StoredQuestion, answers: UserChosenAnswer[]) =>
  scoreQuiz({ questions: [question] }, answers).perQuestion[0]!;

describe('scoring: single answer', () => {
  it('gives 1 point for the right letter and 0 for another', () => {
    expect(one(singleQuestion(1, 'Б'), [say('q1', 'Б')])).toMatchObject({
      points: 1,
      maxPoints: 1,
      outcome: 'correct',
    });
    expect(one(singleQuestion(1, 'Б'), [say('q1', 'А')])).toMatchObject({ points: 0, outcome: 'incorrect' });
  });

  it('marks a question without an entry unanswered', () => {
    expect(one(singleQuestion(1), [])).toMatchObject({ points: 0, outcome: 'unanswered' });
  });

  it('refuses two answers to a single-answer question', () => {
    expect(() => one(singleQuestion(1), [say('q1', 'А'), say('q1', 'Б')])).toThrow(QuizAnswerError);
  });
});

describe('scoring: multiselect ("three of seven")', () => {
  it('gives 1 point per correct choice', () => {
    const q = multiselectQuestion(1, ['А', 'В', 'Д']);
    expect(one(q, [say('q1', 'А'), say('q1', 'В'), say('q1', 'Д')])).toMatchObject({ points: 3, outcome: 'correct' });
    expect(one(q, [say('q1', 'А'), say('q1', 'Б'), say('q1', 'Д')])).toMatchObject({ points: 2, outcome: 'partial' });
  });

  it('refuses more than 3 choices with a typed validation error', () => {
    const answers = ['А', 'Б', 'В', 'Г'].map((s) => say('q1', s));
    const error = (() => {
      try {
        one(multiselectQuestion(1), answers);
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(QuizAnswerError);
    expect(error).toMatchObject({ code: 'VALIDATION_FAILED', problem: 'TOO_MANY_CHOICES', questionId: 'q1' });
  });
});

describe('scoring: short phrase', () => {
  it('accepts 2,5 for 2.5 and gives the maths 2 points', () => {
    expect(one(shortPhraseQuestion(1, ['2.5']), [say('q1', '2,5')])).toMatchObject({ points: 2, maxPoints: 2 });
  });

  it('gives 0 for a wrong number, never part of the points', () => {
    expect(one(shortPhraseQuestion(1, ['2.5']), [say('q1', '2.4')])).toMatchObject({ points: 0, outcome: 'incorrect' });
  });

  it('gives all of an overridden worth or nothing', () => {
    const q = shortPhraseQuestion(1, ['Київ'], { points: 1 });
    expect(one(q, [say('q1', ' київ ')])).toMatchObject({ points: 1, maxPoints: 1, rawPoints: 2 });
  });

  it('accepts any of several accepted spellings', () => {
    expect(one(shortPhraseQuestion(1, ['0.5', '1/2']), [say('q1', '1/2')]).points).toBe(2);
  });
});

describe('scoring: matching', () => {
  it('gives 1 point per correctly matched row', () => {
    const answers = [say('q1', '1', 'Г'), say('q1', '2', 'А'), say('q1', '3', 'В'), say('q1', '4', 'Б')];
    expect(one(matchingQuestion(1, 'ГАДБ'), answers)).toMatchObject({ points: 3, maxPoints: 4, outcome: 'partial' });
  });

  it('scales partial matching in proportion to an overridden worth', () => {
    const answers = [say('q1', '1', 'Г'), say('q1', '2', 'А'), say('q1', '4', 'Б')];
    expect(one(matchingQuestion(1, 'ГАДБ', { points: 2 }), answers)).toMatchObject({ points: 1.5, maxPoints: 2 });
  });

  it('refuses two matches for one row', () => {
    expect(() => one(matchingQuestion(1), [say('q1', '1', 'Г'), say('q1', '1', 'А')])).toThrow(QuizAnswerError);
  });
});

describe('scoring: sequence', () => {
  const q = sequenceQuestion(1, 'ВАГБ');

  it('gives 3 points for the whole order', () => {
    expect(one(q, order('q1', 'ВАГБ'))).toMatchObject({ points: 3, outcome: 'correct' });
  });

  it('gives 2 points when the first and the last are right but the middle is not', () => {
    expect(one(q, order('q1', 'ВГАБ'))).toMatchObject({
      points: 2,
      outcome: 'partial',
      sequenceEnds: { firstRight: true, lastRight: true },
    });
  });

  it('gives 1 point when only the first is right', () => {
    expect(one(q, order('q1', 'ВБГА'))).toMatchObject({
      points: 1,
      sequenceEnds: { firstRight: true, lastRight: false },
    });
  });

  it('gives 1 point when only the last is right', () => {
    expect(one(q, order('q1', 'АГВБ'))).toMatchObject({
      points: 1,
      sequenceEnds: { firstRight: false, lastRight: true },
    });
  });

  it('gives 0 when neither the first nor the last is right, even with the middle right', () => {
    expect(one(q, order('q1', 'БАГВ'))).toMatchObject({ points: 0, outcome: 'incorrect' });
  });

  it('scores an order with a gap by the positions filled', () => {
    const answers = [say('q1', '1', 'В'), say('q1', '4', 'Б')];
    expect(one(q, answers)).toMatchObject({ points: 2 });
  });
});

describe('scoring: multigroup', () => {
  it('gives 1 point per group', () => {
    const answers = [0, 1, 2].map((groupIndex, i) => ({ ...say('q1', 'АГБ'[i]!), groupIndex }));
    expect(one(multigroupQuestion(1, 'АВБ'), answers)).toMatchObject({ points: 2, maxPoints: 3 });
  });

  it('refuses a multigroup entry without its group', () => {
    expect(() => one(multigroupQuestion(1), [say('q1', 'А')])).toThrow(QuizAnswerError);
  });
});

describe('scoring: full text', () => {
  const quiz = { questions: [fullTextQuestion(1, { points: 4 }), singleQuestion(2)] };
  const answers = [say('q1', 'Моє есе'), say('q2', 'Б')];

  it('is pending a teacher mark and counts 0 until marked', () => {
    const result = scoreQuiz(quiz, answers);
    expect(result.pendingReview).toBe(true);
    expect(result.perQuestion[0]).toMatchObject({ outcome: 'pending', points: 0, maxPoints: 4 });
    expect(result.score).toBe(1);
  });

  it('counts the teacher mark once marked', () => {
    const result = scoreQuiz(quiz, answers, [{ questionId: 'q1', points: 3 }]);
    expect(result).toMatchObject({ pendingReview: false, score: 4, maxScore: 5 });
    expect(result.perQuestion[0]?.outcome).toBe('partial');
  });

  it('refuses a mark above the question worth', () => {
    expect(() => scoreQuiz(quiz, answers, [{ questionId: 'q1', points: 5 }])).toThrow(QuizAnswerError);
  });

  it('refuses a mark for an auto-scored question', () => {
    expect(() => scoreQuiz(quiz, answers, [{ questionId: 'q2', points: 1 }])).toThrow(QuizAnswerError);
  });

  it('leaves an empty full-text answer unanswered, not pending', () => {
    expect(scoreQuiz(quiz, [say('q2', 'Б')]).pendingReview).toBe(false);
  });
});

describe('scoreQuiz', () => {
  const questions = [singleQuestion(1), matchingQuestion(2), sequenceQuestion(3), shortPhraseQuestion(4)];

  it('sums the maximum from the questions and gives the percent', () => {
    const result = scoreQuiz({ questions }, [say('q1', 'Б'), ...order('q3', 'ВАГБ')]);
    expect(result).toMatchObject({ score: 4, maxScore: 10, percent: 40 });
    expect(result.perQuestion.map((q) => q.questionNumber)).toEqual([1, 2, 3, 4]);
  });

  it('refuses an answer to a question the quiz does not have', () => {
    expect(() => scoreQuiz({ questions }, [say('q99', 'А')])).toThrow(QuizAnswerError);
  });

  it('shows points and percent only when the quiz has no conversion table or threshold', () => {
    const result = scoreQuiz({ questions }, [say('q1', 'Б')]);
    expect(result).not.toHaveProperty('scaled');
    expect(result).not.toHaveProperty('thresholdReached');
  });

  it('converts through the quiz table and flags the threshold', () => {
    const conversionTable: ConversionRow[] = [
      { points: 1, scaled: 100 },
      { points: 4, scaled: 150 },
      { points: 10, scaled: 200 },
    ];
    const quiz = { questions, threshold: 1, conversionTable };
    expect(scoreQuiz(quiz, [say('q1', 'Б'), ...order('q3', 'ВАГБ')])).toMatchObject({
      scaled: 150,
      thresholdReached: true,
    });
    expect(scoreQuiz(quiz, [])).toMatchObject({ thresholdReached: false });
    expect(scoreQuiz(quiz, [])).not.toHaveProperty('scaled');
  });
});

describe('convertToScale', () => {
  // Mathematics 2026: threshold 5 -> 100, 32 -> 200 (exam-facts); the middle row is made up for the test.
  const table: ConversionRow[] = [
    { points: 5, scaled: 100 },
    { points: 20, scaled: 160 },
    { points: 32, scaled: 200 },
  ];

  it('reads the row of the exact score', () => {
    expect(convertToScale(5, table)).toBe(100);
    expect(convertToScale(32, table)).toBe(200);
  });

  it('takes the lower row between two rows and never interpolates', () => {
    expect(convertToScale(26, table)).toBe(160);
  });

  it('has no scaled score below the first row', () => {
    expect(convertToScale(4, table)).toBeUndefined();
  });
});
