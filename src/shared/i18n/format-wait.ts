import type { Language } from './language';

/**
 * A wait in words, in the reader's language and grammar ("45 секунд", "3 хвилини", "1 minute"):
 * Intl picks the plural form, which Ukrainian needs three of. Under two minutes it counts
 * seconds, then whole minutes rounded up, so the wait said is never shorter than the real one.
 */
export function formatWait(seconds: number, language: Language): string {
  const whole = Math.max(1, Math.ceil(seconds));
  const [value, unit] = whole < 120 ? [whole, 'second'] : [Math.ceil(whole / 60), 'minute'];
  return new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'long' }).format(value);
}
