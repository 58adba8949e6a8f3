import type { Database } from '../database';
import { CATEGORIES, CATEGORY_GROUPS, CITIES, COUNTRIES, CURRENCIES, SPOKEN_LANGUAGES } from './reference-data';

/**
 * Upserts the reference data on every start: cheap, and a renamed subject reaches existing
 * databases without a migration. Rows are never deleted here, since profiles may point at them.
 */
export async function seedReferenceData(db: Database): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('category_groups')
      .values(CATEGORY_GROUPS.map(([code, uk, en], i) => ({ code, name_uk: uk, name_en: en, sort_order: i })))
      .onConflict((oc) =>
        oc.column('code').doUpdateSet((eb) => ({
          name_uk: eb.ref('excluded.name_uk'),
          name_en: eb.ref('excluded.name_en'),
          sort_order: eb.ref('excluded.sort_order'),
        })),
      )
      .execute();
    await trx
      .insertInto('categories')
      .values(
        CATEGORIES.map(([code, group, uk, en, top], i) => ({
          code,
          group_code: group,
          name_uk: uk,
          name_en: en,
          sort_order: i,
          is_top: top,
        })),
      )
      .onConflict((oc) =>
        oc.column('code').doUpdateSet((eb) => ({
          group_code: eb.ref('excluded.group_code'),
          name_uk: eb.ref('excluded.name_uk'),
          name_en: eb.ref('excluded.name_en'),
          sort_order: eb.ref('excluded.sort_order'),
          is_top: eb.ref('excluded.is_top'),
        })),
      )
      .execute();
    await trx
      .insertInto('countries')
      .values(COUNTRIES.map(([code, uk, en], i) => ({ code, name_uk: uk, name_en: en, sort_order: i })))
      .onConflict((oc) => oc.column('code').doNothing())
      .execute();
    await trx
      .insertInto('cities')
      .values(
        CITIES.map(([code, country, uk, en], i) => ({
          code,
          country_code: country,
          name_uk: uk,
          name_en: en,
          sort_order: i,
        })),
      )
      .onConflict((oc) => oc.column('code').doNothing())
      .execute();
    await trx
      .insertInto('spoken_languages')
      .values(SPOKEN_LANGUAGES.map(([code, uk, en], i) => ({ code, name_uk: uk, name_en: en, sort_order: i })))
      .onConflict((oc) => oc.column('code').doNothing())
      .execute();
    await trx
      .insertInto('currencies')
      .values(
        CURRENCIES.map(([code, uk, en, symbol], i) => ({ code, name_uk: uk, name_en: en, symbol, sort_order: i })),
      )
      .onConflict((oc) => oc.column('code').doNothing())
      .execute();
  });
}
