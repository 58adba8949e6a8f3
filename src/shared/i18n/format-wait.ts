import type { Language } from './language';

type Unit = 'second' | 'minute';

/**
 * The unit's word after "через" / "in": Ukrainian wants the accusative there ("через 1 секунду",
 * "через 3 хвилини", "через 5 секунд"), which Intl's unit format (nominative "1 секунда") does
 * not give, so the forms are listed per plural category (Intl.PluralRules picks the category).
 */
const WORDS: Record<Language, Record<Unit, Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }>> = {
  uk: {
    second: { one: 'секунду', few: 'секунди', many: 'секунд', other: 'секунди' },
    minute: { one: 'хвилину', few: 'хвилини', many: 'хвилин', other: 'хвилини' },
  },
  en: {
    second: { one: 'second', other: 'seconds' },
    minute: { one: 'minute', other: 'minutes' },
  },
};

/**
 * A wait in words for "try again in …", in the reader's language. Under two minutes it counts
 * seconds, then whole minutes rounded up, so the wait said is never shorter than the real one.
 */
export function formatWait(seconds: number, language: Language): string {
  const whole = Math.max(1, Math.ceil(seconds));
  const [value, unit]: [number, Unit] = whole < 120 ? [whole, 'second'] : [Math.ceil(whole / 60), 'minute'];
  const words = WORDS[language][unit];
  const category = new Intl.PluralRules(language).select(value);
  return `${value} ${words[category] ?? words.other}`;
}
