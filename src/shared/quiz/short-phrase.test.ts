import { describe, it, expect } from 'vitest';
import { normaliseShortPhrase, shortPhraseMatches } from './short-phrase';

describe('shortPhraseMatches', () => {
  it('treats 2,5 and 2.5 as the same answer', () => {
    expect(shortPhraseMatches('2,5', '2.5')).toBe(true);
    expect(shortPhraseMatches('2.5', '2,5')).toBe(true);
  });

  it('ignores case', () => {
    expect(shortPhraseMatches('київська русь', 'Київська Русь')).toBe(true);
  });

  it('ignores surrounding and repeated spaces', () => {
    expect(shortPhraseMatches('  Київська   Русь ', 'Київська Русь')).toBe(true);
  });

  it.each(['м’ята', 'мʼята', "м'ята", 'м`ята'])('reads the apostrophe in %s as any other', (spelling) => {
    expect(shortPhraseMatches(spelling, 'м’ята')).toBe(true);
  });

  it('compares plain numbers by value', () => {
    expect(shortPhraseMatches('2,50', '2.5')).toBe(true);
    expect(shortPhraseMatches('−3', '-3')).toBe(true);
    expect(shortPhraseMatches('2,49', '2.5')).toBe(false);
  });

  it('does not accept a different word', () => {
    expect(shortPhraseMatches('Галичина', 'Волинь')).toBe(false);
  });

  it('never matches an empty answer', () => {
    expect(shortPhraseMatches('   ', '')).toBe(false);
  });
});

describe('normaliseShortPhrase', () => {
  it('lower-cases in Ukrainian, unifies apostrophes and the decimal comma', () => {
    expect(normaliseShortPhrase(' П’ЯТЬ  і 0,75 ')).toBe("п'ять і 0.75");
  });
});
