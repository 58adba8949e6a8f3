import enDiscovery from './en/discovery.json';
import ukDiscovery from './uk/discovery.json';
import type { Language } from './language';

const catalogs: Record<Language, Record<string, string>> = { uk: ukDiscovery, en: enDiscovery };
const pluralRules: Record<Language, Intl.PluralRules> = {
  uk: new Intl.PluralRules('uk'),
  en: new Intl.PluralRules('en'),
};

export type DiscoveryParams = Record<string, string | number>;

/**
 * Server-side texts of tutor discovery (form confirmations, SEO pages) in one language, with
 * `{{name}}` placeholders. Keys ending in a count take the language's plural form
 * (`_one/_few/_many/_other`, Ukrainian has all four), chosen from `params.count`.
 */
export function translateDiscovery(key: string, language: Language, params: DiscoveryParams = {}): string {
  const catalog = catalogs[language];
  const plural = typeof params.count === 'number' ? `${key}_${pluralRules[language].select(params.count)}` : key;
  const template = catalog[plural] ?? catalog[`${key}_other`] ?? catalog[key] ?? key;
  return template.replace(/\{\{(\w+)\}\}/g, (_match, name: string) => String(params[name] ?? ''));
}
