import { describe, it, expect } from 'vitest';
import { nextDefaultSymbol, normaliseSymbol, UKRAINIAN_ALPHABET } from './ukrainian-alphabet';

describe('UKRAINIAN_ALPHABET', () => {
  it('has exactly 32 letters from А to Я', () => {
    expect(UKRAINIAN_ALPHABET).toHaveLength(32);
    expect(new Set(UKRAINIAN_ALPHABET).size).toBe(32);
    expect(UKRAINIAN_ALPHABET[0]).toBe('А');
    expect(UKRAINIAN_ALPHABET.at(-1)).toBe('Я');
  });

  it('is all upper-case Cyrillic, without Ґ', () => {
    expect(UKRAINIAN_ALPHABET.every((l) => /^[\u0400-\u04FF]$/.test(l) && l === l.toLocaleUpperCase('uk'))).toBe(true);
    expect(UKRAINIAN_ALPHABET).not.toContain('Ґ');
  });
});

describe('nextDefaultSymbol', () => {
  it('starts an empty group at А', () => {
    expect(nextDefaultSymbol([])).toBe('А');
  });

  it('takes the letter after the last one', () => {
    expect(nextDefaultSymbol(['А', 'Б', 'В', 'Г'])).toBe('Д');
    expect(nextDefaultSymbol(['Д', 'Е'])).toBe('Є');
  });

  it('skips letters the group already uses', () => {
    expect(nextDefaultSymbol(['А', 'В', 'Б'])).toBe('Г');
  });

  it('wraps to the first free letter after Я', () => {
    expect(nextDefaultSymbol(['Я'])).toBe('А');
  });

  it('gives a blank symbol once all 32 letters are used', () => {
    expect(nextDefaultSymbol(UKRAINIAN_ALPHABET)).toBe('');
  });
});

describe('normaliseSymbol', () => {
  it('uppercases what the author types', () => {
    expect(normaliseSymbol(' є ')).toBe('Є');
    expect(normaliseSymbol('ї')).toBe('Ї');
  });
});
