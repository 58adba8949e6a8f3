import { describe, expect, it } from 'vitest';
import { formatMoney, parseMoneyInput } from './format-money';

describe('formatMoney', () => {
  it('writes kopiykas as each language writes hryvnias', () => {
    expect(formatMoney(123_450, 'uk')).toMatch(/^1\s234,50\s₴$/);
    expect(formatMoney(123_450, 'en')).toMatch(/1,234\.50/);
    expect(formatMoney(-5_000, 'uk')).toMatch(/^-50,00\s₴$/);
  });
});

describe('parseMoneyInput', () => {
  it('reads a comma or a point and refuses other text', () => {
    expect(parseMoneyInput('250')).toBe(25_000);
    expect(parseMoneyInput('250,5')).toBe(25_050);
    expect(parseMoneyInput('1 000.25')).toBe(100_025);
    expect(parseMoneyInput('12.345')).toBeNaN();
    expect(parseMoneyInput('abc')).toBeNaN();
  });
});
