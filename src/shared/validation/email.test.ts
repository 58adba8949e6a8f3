import { describe, expect, it } from 'vitest';
import { emailProblem, normalizeEmail } from './email';

describe('emailProblem', () => {
  it('asks for an email when it is empty or blank', () => {
    expect(emailProblem('')).toBe('validation.email-required');
    expect(emailProblem('   ')).toBe('validation.email-required');
    expect(emailProblem(undefined)).toBe('validation.email-required');
  });

  it('accepts domains ending in 2 to 4 letters', () => {
    for (const email of ['a@b.ua', 'olena.k+tutor@mail.com.ua', 'x@school.info', 'A_B@Sub-Domain.Org']) {
      expect(emailProblem(email)).toBeNull();
    }
  });

  it('refuses endings that are not 2 to 4 letters, missing parts and spaces', () => {
    for (const email of [
      'a@b.c',
      'a@b.museum',
      'a@b.c0m',
      'a@localhost',
      'a.b.ua',
      '@b.ua',
      'a@.ua',
      'a b@c.ua',
      'a@b.ua.',
    ]) {
      expect(emailProblem(email)).toBe('validation.email-invalid');
    }
  });

  it('refuses an address longer than 254 characters', () => {
    expect(emailProblem(`${'a'.repeat(250)}@b.ua`)).toBe('validation.email-invalid');
  });

  it('normalises by trimming and lower-casing', () => {
    expect(normalizeEmail('  Olena@Mail.COM ')).toBe('olena@mail.com');
  });
});
