import { describe, it, expect } from 'vitest';
import type { UserChosenAnswer } from '../contracts/quizzes';
import { answersTo, isAnswered, recordAnswer } from './answer-recording';

const other: UserChosenAnswer = { questionId: 'other', answer: 'А', matchingAnswer: null };

describe('recordAnswer: single answer', () => {
  it('replaces the earlier answer for the question', () => {
    const first = recordAnswer([other], 'SINGLE_ANSWER', 'q1', { answer: 'А' });
    const second = recordAnswer(first, 'SINGLE_ANSWER', 'q1', { answer: 'В' });
    expect(answersTo(second, 'q1')).toEqual([{ questionId: 'q1', answer: 'В', matchingAnswer: null }]);
    expect(answersTo(second, 'other')).toEqual([other]);
  });

  it('refuses a blank symbol', () => {
    const answers = [other];
    expect(recordAnswer(answers, 'SINGLE_ANSWER', 'q1', { answer: ' ' })).toBe(answers);
  });
});

describe('recordAnswer: multiselect', () => {
  const choose = (answers: UserChosenAnswer[], symbol: string) =>
    recordAnswer(answers, 'MULTISELECT', 'q1', { answer: symbol });

  it('toggles a choice on and off', () => {
    const on = choose([], 'Б');
    expect(answersTo(on, 'q1').map((e) => e.answer)).toEqual(['Б']);
    expect(choose(on, 'Б')).toEqual([]);
  });

  it('refuses a fourth multiselect choice', () => {
    const three = choose(choose(choose([], 'А'), 'В'), 'Д');
    const four = choose(three, 'Ж');
    expect(four).toBe(three);
    expect(answersTo(four, 'q1').map((e) => e.answer)).toEqual(['А', 'В', 'Д']);
  });

  it('allows another choice after one of three is unticked', () => {
    const three = choose(choose(choose([], 'А'), 'В'), 'Д');
    const swapped = choose(choose(three, 'В'), 'Ж');
    expect(answersTo(swapped, 'q1').map((e) => e.answer)).toEqual(['А', 'Д', 'Ж']);
  });

  it('counts the limit per question', () => {
    const three = choose(choose(choose([], 'А'), 'В'), 'Д');
    const elsewhere = recordAnswer(three, 'MULTISELECT', 'q2', { answer: 'А' });
    expect(answersTo(elsewhere, 'q2')).toHaveLength(1);
  });
});

describe('recordAnswer: matching', () => {
  const pair = (answers: UserChosenAnswer[], row: string, match: string | null) =>
    recordAnswer(answers, 'MATCHING', 'q1', { answer: row, matchingAnswer: match });

  it('adds a pair', () => {
    expect(pair([], '1', 'Г')).toEqual([{ questionId: 'q1', answer: '1', matchingAnswer: 'Г' }]);
  });

  it('replaces the match of a row that already has one', () => {
    const answers = pair(pair(pair([], '1', 'Г'), '2', 'А'), '1', 'Б');
    expect(answersTo(answers, 'q1').map((e) => [e.answer, e.matchingAnswer])).toEqual([
      ['2', 'А'],
      ['1', 'Б'],
    ]);
  });

  it('removes the pair on an empty match', () => {
    const answers = pair(pair(pair([], '1', 'Г'), '2', 'А'), '1', '');
    expect(answersTo(answers, 'q1').map((e) => e.answer)).toEqual(['2']);
    expect(pair(answers, '2', null)).toEqual([]);
  });
});

describe('recordAnswer: sequence', () => {
  it('puts a symbol at a position and clears it on an empty match, like matching', () => {
    const placed = recordAnswer([], 'SEQUENCE', 'q1', { answer: '1', matchingAnswer: 'В' });
    const moved = recordAnswer(placed, 'SEQUENCE', 'q1', { answer: '1', matchingAnswer: 'А' });
    expect(moved).toEqual([{ questionId: 'q1', answer: '1', matchingAnswer: 'А' }]);
    expect(recordAnswer(moved, 'SEQUENCE', 'q1', { answer: '1', matchingAnswer: '' })).toEqual([]);
  });
});

describe('recordAnswer: short phrase and full text', () => {
  it('replaces the short phrase', () => {
    const first = recordAnswer([], 'SHORT_PHRASE', 'q1', { answer: '2,5' });
    expect(recordAnswer(first, 'SHORT_PHRASE', 'q1', { answer: '3' })).toEqual([
      { questionId: 'q1', answer: '3', matchingAnswer: null },
    ]);
  });

  it('replaces the full text and keeps it as typed', () => {
    const first = recordAnswer([], 'FULL_TEXT_ANSWER', 'q1', { answer: 'Перше ' });
    const second = recordAnswer(first, 'FULL_TEXT_ANSWER', 'q1', { answer: 'Перше речення ' });
    expect(answersTo(second, 'q1').map((e) => e.answer)).toEqual(['Перше речення ']);
  });

  it('clears the answer when the box is emptied', () => {
    const first = recordAnswer([other], 'SHORT_PHRASE', 'q1', { answer: 'Київ' });
    expect(recordAnswer(first, 'SHORT_PHRASE', 'q1', { answer: '  ' })).toEqual([other]);
  });
});

describe('recordAnswer: multigroup', () => {
  const choose = (answers: UserChosenAnswer[], groupIndex: number, symbol: string) =>
    recordAnswer(answers, 'MULTIGROUP', 'q1', { answer: symbol, groupIndex });

  it('keeps one choice per group, even when groups share letters', () => {
    const answers = choose(choose([], 0, 'А'), 1, 'А');
    expect(answersTo(answers, 'q1').map((e) => [e.groupIndex, e.answer])).toEqual([
      [0, 'А'],
      [1, 'А'],
    ]);
  });

  it('replaces the answer within its group', () => {
    const answers = choose(choose(choose([], 0, 'А'), 1, 'Б'), 0, 'В');
    expect(answersTo(answers, 'q1').map((e) => [e.groupIndex, e.answer])).toEqual([
      [1, 'Б'],
      [0, 'В'],
    ]);
  });

  it('toggles off the same letter of the same group', () => {
    expect(choose(choose([], 0, 'А'), 0, 'А')).toEqual([]);
  });

  it('refuses a choice without its group', () => {
    const answers = [other];
    expect(recordAnswer(answers, 'MULTIGROUP', 'q1', { answer: 'А' })).toBe(answers);
  });
});

describe('isAnswered', () => {
  it('is true once the question has an entry', () => {
    expect(isAnswered([other], 'other')).toBe(true);
    expect(isAnswered([other], 'q1')).toBe(false);
  });
});
