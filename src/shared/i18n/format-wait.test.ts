import { describe, expect, it } from 'vitest';
import { formatWait } from './format-wait';

describe('formatWait ("try again in …")', () => {
  it('says the wait in Ukrainian in the accusative after "через"', () => {
    expect(formatWait(1, 'uk')).toBe('1 секунду');
    expect(formatWait(2, 'uk')).toBe('2 секунди');
    expect(formatWait(5, 'uk')).toBe('5 секунд');
    expect(formatWait(21, 'uk')).toBe('21 секунду');
    expect(formatWait(119, 'uk')).toBe('119 секунд');
    expect(formatWait(120, 'uk')).toBe('2 хвилини');
    expect(formatWait(900, 'uk')).toBe('15 хвилин');
    expect(formatWait(3600 + 1, 'uk')).toBe('61 хвилину');
  });

  it('says it in English, rounding up so it is never shorter than the real wait', () => {
    expect(formatWait(0.2, 'en')).toBe('1 second');
    expect(formatWait(8, 'en')).toBe('8 seconds');
    expect(formatWait(121, 'en')).toBe('3 minutes');
    expect(formatWait(60 * 60, 'en')).toBe('60 minutes');
  });
});
