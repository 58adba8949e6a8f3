import type { Language } from '../../../shared/i18n/language';
import type { Database } from '../../db/database';
import type { DB } from '../../db/schema';
import { sql, type Insertable } from 'kysely';

export async function categoryExists(db: Database, code: string): Promise<boolean> {
  const row = await db.selectFrom('categories').select('code').where('code', '=', code).executeTakeFirst();
  return row !== undefined;
}

export async function insertTrialRequest(db: Database, values: Insertable<DB['trial_requests']>) {
  const row = await db.insertInto('trial_requests').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Idempotent per address (case-insensitive unique index of migration 0201). */
export async function upsertNewsSubscriber(db: Database, email: string, language: Language) {
  await db
    .insertInto('news_subscribers')
    .values({ email, language })
    .onConflict((oc) => oc.expression(sql`lower(email)`).doNothing())
    .execute();
}

export async function insertFeedback(db: Database, values: Insertable<DB['feedbacks']>) {
  const row = await db.insertInto('feedbacks').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** FAQ entries of one language whose folded text contains every pattern, in page order. */
export function searchFaq(db: Database, language: Language, patterns: readonly string[]) {
  let query = db
    .selectFrom('faq_entries')
    .select(['code', 'topic', 'question', 'answer'])
    .where('language', '=', language);
  for (const pattern of patterns) query = query.where('search_text', 'like', pattern);
  return query.orderBy('sort_order').execute();
}
