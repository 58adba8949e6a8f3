import type { Language } from '../../../shared/i18n/language';
import type { Database } from '../../db/database';

interface Named {
  uk: string;
  en: string;
  order: number;
}

export interface ReferenceNames {
  subject(code: string, language: Language): { name: string; order: number } | null;
  city(code: string | null, language: Language): { code: string; name: string } | null;
  country(code: string | null, language: Language): { code: string; name: string } | null;
}

/** How long names are kept before they are read again (reference data changes on deploys). */
const RELOAD_MS = 60_000;

/**
 * Display names of subjects, cities and countries for tutor cards. These are reference data
 * (a few dozen rows that change with a deploy), not search results: search results are always
 * read live. Joining three name tables into every card query cost more than the rest of it on
 * PGlite (docs/discovery/search-performance.md), so the names are read once a minute instead.
 */
export function createReferenceNamesSource(db: Database, now: () => number = Date.now) {
  let loadedAt = -Infinity;
  let loading: Promise<ReferenceNames> | null = null;
  let current: ReferenceNames | null = null;

  async function load(): Promise<ReferenceNames> {
    const [categories, cities, countries] = await Promise.all([
      db.selectFrom('categories').select(['code', 'name_uk', 'name_en', 'sort_order']).execute(),
      db.selectFrom('cities').select(['code', 'name_uk', 'name_en', 'sort_order']).execute(),
      db.selectFrom('countries').select(['code', 'name_uk', 'name_en', 'sort_order']).execute(),
    ]);
    const index = (rows: { code: string; name_uk: string; name_en: string; sort_order: number }[]) =>
      new Map<string, Named>(rows.map((r) => [r.code.trim(), { uk: r.name_uk, en: r.name_en, order: r.sort_order }]));
    const subjects = index(categories);
    const cityNames = index(cities);
    const countryNames = index(countries);
    const named = (map: Map<string, Named>, code: string | null, language: Language) => {
      const entry = code ? map.get(code.trim()) : undefined;
      return entry && code ? { code: code.trim(), name: entry[language] } : null;
    };
    return {
      subject: (code, language) => {
        const entry = subjects.get(code);
        return entry ? { name: entry[language], order: entry.order } : null;
      },
      city: (code, language) => named(cityNames, code, language),
      country: (code, language) => named(countryNames, code, language),
    };
  }

  return {
    async get(): Promise<ReferenceNames> {
      if (current && now() - loadedAt < RELOAD_MS) return current;
      loading ??= load().then(
        (names) => {
          current = names;
          loadedAt = now();
          loading = null;
          return names;
        },
        (error: unknown) => {
          loading = null;
          throw error;
        },
      );
      return current ?? loading;
    },
  };
}

export type ReferenceNamesSource = ReturnType<typeof createReferenceNamesSource>;
