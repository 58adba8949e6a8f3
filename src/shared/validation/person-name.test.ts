import { describe, expect, it } from 'vitest';
import { nameProblem } from './person-name';

describe('nameProblem (first and last name required)', () => {
  it('answers the field-specific key when blank', () => {
    expect(nameProblem('first-name', ' ')).toBe('validation.first-name-required');
    expect(nameProblem('last-name', undefined)).toBe('validation.last-name-required');
  });
  it('accepts a name and refuses one over 50 characters', () => {
    expect(nameProblem('first-name', 'Олена')).toBeNull();
    expect(nameProblem('last-name', 'x'.repeat(51))).toBe('validation.too-long');
  });
});
