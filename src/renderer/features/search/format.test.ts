import { describe, expect, it } from 'vitest';
import { formatRating, formatUah, initialsOf } from './format';

describe('discovery formatting', () => {
  it('shows whole hryvnias in the interface language (spec 9: UAH)', () => {
    expect(formatUah(540, 'uk')).toMatch(/^540\s(грн|₴)$/);
    expect(formatUah(1250.4, 'en')).toMatch(/1,250/);
    expect(formatUah(1250.4, 'en')).toMatch(/UAH|₴/);
  });

  it('shows a rating with one decimal and the language’s separator', () => {
    expect(formatRating(4.83, 'uk')).toBe('4,8');
    expect(formatRating(5, 'en')).toBe('5.0');
  });

  it('makes initials for a tutor without a photo', () => {
    expect(initialsOf('анна', 'мельник')).toBe('АМ');
  });
});
