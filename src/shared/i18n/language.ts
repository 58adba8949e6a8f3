/** Ukrainian is the default everywhere ("stored language, default Ukrainian"). */
export const LANGUAGES = ['uk', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'uk';

export function isLanguage(value: unknown): value is Language {
  return value === 'uk' || value === 'en';
}

/**
 * Picks uk or en from an Accept-Language header, honouring q-values; anything else falls back
 * to Ukrainian so a browser set to, say, Polish still gets the product's default language.
 */
export function parseAcceptLanguage(header: string | undefined | null): Language {
  if (!header) return DEFAULT_LANGUAGE;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { base: tag.toLowerCase().split('-')[0], weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  const match = ranked.find((entry) => isLanguage(entry.base));
  return match && isLanguage(match.base) ? match.base : DEFAULT_LANGUAGE;
}
