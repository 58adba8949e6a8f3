import { describe, expect, it } from 'vitest';
import { formatMinimumRating, formatRating, formatUah, initialsOf } from './format';

const intlUah = (amount: number, locale: string) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'UAH', maximumFractionDigits: 0 }).format(amount);
const intlRating = (rating: number, locale: string) =>
  new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(rating);

const intlMinimum = (rating: number, locale: string) =>
  new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(rating);

describe('discovery formatting', () => {
  it('shows whole hryvnias in the interface language (UAH)', () => {
    expect(formatUah(540, 'uk')).toBe('540\u00a0₴');
    expect(formatUah(1250.4, 'en')).toBe('UAH\u00a01,250');
  });

  it('writes amounts exactly as Intl.NumberFormat does for uk-UA and en-GB', () => {
    for (const amount of [0, 5, 99.5, 350, 1000, 1250.4, 12500, 999999, 1234567]) {
      expect(formatUah(amount, 'uk')).toBe(intlUah(amount, 'uk-UA'));
      expect(formatUah(amount, 'en')).toBe(intlUah(amount, 'en-GB'));
    }
  });

  it('shows a rating with one decimal and the language’s separator', () => {
    expect(formatRating(4.83, 'uk')).toBe('4,8');
    expect(formatRating(5, 'en')).toBe('5.0');
    for (const rating of [0, 1, 3.25, 4.05, 4.449, 4.85, 4.96, 5]) {
      expect(formatRating(rating, 'uk')).toBe(intlRating(rating, 'uk-UA'));
      expect(formatRating(rating, 'en')).toBe(intlRating(rating, 'en-GB'));
    }
  });

  it('shows a rating filter’s minimum as given, with the language’s separator', () => {
    for (const minimum of ['4.5', '4', '3.5', '4.25']) {
      expect(formatMinimumRating(minimum, 'uk')).toBe(intlMinimum(Number(minimum), 'uk-UA'));
      expect(formatMinimumRating(minimum, 'en')).toBe(intlMinimum(Number(minimum), 'en-GB'));
    }
  });

  it('makes initials for a tutor without a photo', () => {
    expect(initialsOf('анна', 'мельник')).toBe('АМ');
  });
});
