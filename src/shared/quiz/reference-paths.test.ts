import { describe, it, expect } from 'vitest';
import { QUESTION_TYPES } from '../contracts/quizzes';
import { referencePathFor } from './reference-paths';

describe('referencePathFor', () => {
  it.each([
    ['SINGLE_ANSWER', '/dovidka/viditestiv/1'],
    ['MATCHING', '/dovidka/viditestiv/2'],
    ['SHORT_PHRASE', '/dovidka/viditestiv/3'],
    ['SEQUENCE', '/dovidka/viditestiv/4'],
    ['MULTISELECT', '/dovidka/viditestiv/5'],
    ['MULTIGROUP', '/dovidka/viditestiv/6'],
    ['FULL_TEXT_ANSWER', '/dovidka/viditestiv/9'],
  ] as const)('sends %s to %s', (taskType, path) => {
    expect(referencePathFor(taskType)).toBe(path);
  });

  it('gives every question type its own page', () => {
    const paths = QUESTION_TYPES.map(referencePathFor);
    expect(new Set(paths).size).toBe(QUESTION_TYPES.length);
  });
});
