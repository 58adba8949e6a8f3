import type { NamedCode } from '../../../shared/contracts/discovery';
import type { Language } from '../../../shared/i18n/language';
import type { Database } from '../../db/database';

export interface ReferenceNames {
  subject(code: string, language: Language): NamedCode | null;
  /** Where a subject comes in the catalogue; cards list a tutor's subjects in this order. */
  subjectOrder(code: string): number;
  city(code: string | null, language: Language): NamedCode | null;
  country(code: string | null, language: Language): NamedCode | null;
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
    // One frozen { code, name } per code and language, built here and shared by every card that
    // shows it: a search answers 20 cards, and building these per card was a measurable share of
    // the allocations the garbage collector then had to sweep (docs/discovery/search-performance.md).
    const index = (rows: { code: string; name_uk: string; name_en: string }[]) => {
      const named = (code: string, name: string): NamedCode => Object.freeze({ code, name });
      const byLanguage: Record<Language, Map<string, NamedCode>> = { uk: new Map(), en: new Map() };
      for (const row of rows) {
        const code = row.code.trim();
        byLanguage.uk.set(code, named(code, row.name_uk));
        byLanguage.en.set(code, named(code, row.name_en));
      }
      return byLanguage;
    };
    const subjects = index(categories);
    const subjectOrder = new Map(categories.map((row) => [row.code.trim(), row.sort_order]));
    const cityNames = index(cities);
    const countryNames = index(countries);
    return {
      subject: (code, language) => subjects[language].get(code) ?? null,
      subjectOrder: (code) => subjectOrder.get(code) ?? 0,
      city: (code, language) => (code ? (cityNames[language].get(code.trim()) ?? null) : null),
      country: (code, language) => (code ? (countryNames[language].get(code.trim()) ?? null) : null),
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
