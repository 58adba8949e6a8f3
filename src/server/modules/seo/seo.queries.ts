import { sql } from 'kysely';
import type { Database } from '../../db/database';

export function findCategory(db: Database, code: string) {
  return db.selectFrom('categories').select(['code', 'name_uk', 'name_en']).where('code', '=', code).executeTakeFirst();
}

export function findCity(db: Database, code: string) {
  return db
    .selectFrom('cities')
    .select(['code', 'name_uk', 'name_en', sql<string>`trim(country_code)`.as('country_code')])
    .where('code', '=', code)
    .executeTakeFirst();
}

/** Cities with tutors of a subject, busiest first, from the search counters (0202–0203). */
export function citiesWithTutors(db: Database, subject: string) {
  return db
    .selectFrom('teacher_search_counts as c')
    .innerJoin('cities as ci', 'ci.code', 'c.city_code')
    .select(['ci.code', 'ci.name_uk', 'ci.name_en', sql<string>`sum(c.teachers)`.as('tutors')])
    .where('c.subject_code', '=', subject)
    .where('c.city_code', '<>', '')
    .where('c.rating_band', '=', -1)
    .groupBy(['ci.code', 'ci.name_uk', 'ci.name_en', 'ci.sort_order'])
    .having(sql`sum(c.teachers)`, '>', 0)
    .orderBy(sql`sum(c.teachers)`, 'desc')
    .orderBy('ci.sort_order')
    .execute();
}

/**
 * Every landing worth listing in the sitemap: a subject, or a subject in a city, with at least
 * one searchable tutor (pages without tutors are thin content and marked noindex). Read from
 * the counters, so the sitemap costs a scan of a few thousand rows even at 100k tutors.
 */
export function landingsWithTutors(db: Database) {
  return db
    .selectFrom('teacher_search_counts as c')
    .innerJoin('categories as cat', 'cat.code', 'c.subject_code')
    .select(['c.subject_code as subject', 'c.city_code as city'])
    .where((eb) => eb.or([eb('c.city_code', '<>', ''), eb('c.country_code', '=', '')]))
    .where('c.rating_band', '=', -1)
    .groupBy(['c.subject_code', 'c.city_code', 'cat.sort_order'])
    .having(sql`sum(c.teachers)`, '>', 0)
    .orderBy('cat.sort_order')
    .orderBy('c.city_code')
    .execute();
}

/** The lowest rate among searchable tutors of a landing, in kopiykas, from the counters. */
export async function lowestRate(db: Database, subject: string, city: string | undefined): Promise<number | null> {
  const row = await db
    .selectFrom('teacher_search_counts')
    .select(sql<number | null>`min(rate_minor)`.as('rate'))
    .where('subject_code', '=', subject)
    .where('city_code', '=', city ?? '')
    .where('rating_band', '=', -1)
    .where((eb) => (city ? eb.val(true) : eb('country_code', '=', '')))
    .where('teachers', '>', 0)
    .executeTakeFirst();
  return row?.rate ?? null;
}
