import { sql } from 'kysely';
import type { Language } from '../../../shared/i18n/language';
import type { Database } from '../../db/database';

/** Picks the name column of the caller's language. */
const nameColumn = (language: Language) => (language === 'en' ? 'name_en' : 'name_uk');

export function listCategories(db: Database, language: Language) {
  return db
    .selectFrom('categories')
    .select(['code', 'group_code as group', `${nameColumn(language)} as name`])
    .orderBy('sort_order')
    .execute();
}

/**
 * Top categories: the ones marked top, each with how many tutors can be found for it. The count
 * is the search's own total for that subject (the live counters of migrations 0202–0203:
 * verified, visible, priced teachers, any rating), so the card and the search page it links to
 * always agree.
 */
export async function listTopCategories(db: Database, language: Language) {
  const rows = await db
    .selectFrom('categories as c')
    .leftJoin('teacher_search_counts as n', (join) =>
      join
        .onRef('n.subject_code', '=', 'c.code')
        .on('n.city_code', '=', '')
        .on('n.country_code', '=', '')
        .on('n.rating_band', '=', -1),
    )
    .select([
      'c.code',
      'c.group_code as group',
      `c.${nameColumn(language)} as name`,
      sql<number>`coalesce(sum(n.teachers), 0)::integer`.as('tutorCount'),
    ])
    .where('c.is_top', '=', true)
    .groupBy(['c.code', 'c.group_code', `c.${nameColumn(language)}`, 'c.sort_order'])
    .orderBy('c.sort_order')
    .execute();
  return rows;
}

export function listCountries(db: Database, language: Language) {
  return db
    .selectFrom('countries')
    .select([sql<string>`trim(code)`.as('code'), `${nameColumn(language)} as name`])
    .orderBy('sort_order')
    .execute();
}

export function listCities(db: Database, language: Language, countryCode: string) {
  return db
    .selectFrom('cities')
    .select(['code', sql<string>`trim(country_code)`.as('countryCode'), `${nameColumn(language)} as name`])
    .where('country_code', '=', countryCode.toUpperCase())
    .orderBy('sort_order')
    .execute();
}

export async function countryExists(db: Database, countryCode: string): Promise<boolean> {
  const row = await db
    .selectFrom('countries')
    .select('code')
    .where('code', '=', countryCode.toUpperCase())
    .executeTakeFirst();
  return row !== undefined;
}

export function listSpokenLanguages(db: Database, language: Language) {
  return db
    .selectFrom('spoken_languages')
    .select(['code', `${nameColumn(language)} as name`])
    .orderBy('sort_order')
    .execute();
}

export function listCurrencies(db: Database, language: Language) {
  return db
    .selectFrom('currencies')
    .select([sql<string>`trim(code)`.as('code'), `${nameColumn(language)} as name`, 'symbol'])
    .orderBy('sort_order')
    .execute();
}
