import { describe, expect, it } from 'vitest';
import { confirmationProblem, passwordProblem } from './password';

describe('passwordProblem', () => {
  it('asks for a password when it is empty', () => {
    expect(passwordProblem('')).toBe('validation.password-required');
    expect(passwordProblem(undefined)).toBe('validation.password-required');
  });

  it('answers password-min below 9 characters', () => {
    expect(passwordProblem('abc12345')).toBe('validation.password-min');
  });

  it('answers password-requirements without both letters and digits', () => {
    expect(passwordProblem('abcdefghij')).toBe('validation.password-requirements');
    expect(passwordProblem('1234567890')).toBe('validation.password-requirements');
    expect(passwordProblem('!!!!!!!!!!')).toBe('validation.password-requirements');
  });

  it('accepts letters of any alphabet with digits', () => {
    expect(passwordProblem('Demo12345')).toBeNull();
    expect(passwordProblem('пароль2024')).toBeNull();
    expect(passwordProblem('with spaces 9 and symbols!')).toBeNull();
  });

  it('refuses absurdly long passwords', () => {
    expect(passwordProblem(`a1${'x'.repeat(200)}`)).toBe('validation.too-long');
  });
});

describe('confirmationProblem', () => {
  it('answers password-mismatch unless the confirmation is identical', () => {
    expect(confirmationProblem('Demo12345', 'Demo12345')).toBeNull();
    expect(confirmationProblem('Demo12345', 'demo12345')).toBe('validation.password-mismatch');
    expect(confirmationProblem('Demo12345', undefined)).toBe('validation.password-mismatch');
  });
});
