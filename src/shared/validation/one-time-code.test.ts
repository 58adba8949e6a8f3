import { describe, expect, it } from 'vitest';
import { oneTimeCodeProblem } from './one-time-code';

describe('oneTimeCodeProblem', () => {
  it('wants exactly 6 digits', () => {
    expect(oneTimeCodeProblem('012345')).toBeNull();
    expect(oneTimeCodeProblem('')).toBe('validation.code-required');
    expect(oneTimeCodeProblem('12345')).toBe('validation.code-invalid');
    expect(oneTimeCodeProblem('12345a')).toBe('validation.code-invalid');
  });
});
