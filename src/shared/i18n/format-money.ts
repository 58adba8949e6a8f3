import type { Language } from './language';

/** Number locales of our languages: Ukrainian writes "1 234,50 ₴", English "UAH 1,234.50". */
const LOCALE: Record<Language, string> = { uk: 'uk-UA', en: 'en-GB' };

/** An amount in minor units (kopiykas) written as the language writes money (UAH). */
export function formatMoney(minor: number, language: Language, currency = 'UAH'): string {
  return new Intl.NumberFormat(LOCALE[language], { style: 'currency', currency }).format(minor / 100);
}

/** A typed amount ("250", "250,50", "250.5") in minor units, or NaN when it is not one. */
export function parseMoneyInput(value: string): number {
  const normalised = value.replace(/\s/g, '').replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(normalised)) return Number.NaN;
  return Math.round(Number(normalised) * 100);
}
