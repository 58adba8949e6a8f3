import { describe, expect, it } from 'vitest';
import { normalizePhone, phoneProblem } from './phone';

describe('phoneProblem', () => {
  it('asks for a phone when it is empty', () => {
    expect(phoneProblem('')).toBe('validation.phone-required');
    expect(phoneProblem(null)).toBe('validation.phone-required');
    expect(phoneProblem('+380')).toBe('validation.phone-required');
  });

  it('answers phone-invalid for anything but digits', () => {
    for (const phone of ['67123456a', '67 123 456', '67-123-4567', '+38067123456x']) {
      expect(phoneProblem(phone)).toBe('validation.phone-invalid');
    }
  });

  it('answers phone-requirements for digits that are not exactly 9', () => {
    expect(phoneProblem('67123456')).toBe('validation.phone-requirements');
    expect(phoneProblem('6712345678')).toBe('validation.phone-requirements');
  });

  it('accepts 9 digits, alone or after +380', () => {
    expect(phoneProblem('671234567')).toBeNull();
    expect(phoneProblem('+380671234567')).toBeNull();
  });

  it('stores the number with its +380 prefix', () => {
    expect(normalizePhone('671234567')).toBe('+380671234567');
    expect(normalizePhone(' +380671234567 ')).toBe('+380671234567');
  });
});
