import { sql } from 'kysely';
import type { Database } from '../../db/database';

export interface QuotaRow {
  window_start: Date;
  tokens_used: number;
}

/**
 * Spends `cost` tokens of the user's minute in one statement, so two requests at once can never
 * both pass on the same remaining tokens. A window older than `windowCutoff` has been replenished:
 * it restarts at `now` with this cost. Answers the row after spending, or undefined when the
 * spend would pass `limit` (nothing is spent then).
 */
export async function spendTokens(
  db: Database,
  userId: string,
  cost: number,
  limit: number,
  now: Date,
  windowCutoff: Date,
): Promise<QuotaRow | undefined> {
  const spend = sql`${cost}::integer`;
  const cap = sql`${limit}::integer`;
  const at = sql`${now.toISOString()}::timestamptz`;
  const expired = sql`q.window_start <= ${windowCutoff.toISOString()}::timestamptz`;
  const result = await sql<QuotaRow>`
    insert into ai_quota as q (user_id, window_start, tokens_used)
    select ${userId}::uuid, ${at}, ${spend} where ${spend} <= ${cap}
    on conflict (user_id) do update set
      window_start = case when ${expired} then ${at} else q.window_start end,
      tokens_used = case when ${expired} then ${spend} else q.tokens_used + ${spend} end
    where (case when ${expired} then 0 else q.tokens_used end) + ${spend} <= ${cap}
    returning window_start, tokens_used`.execute(db);
  return result.rows[0];
}

/** Charges tokens a model used beyond what was reserved; the window stays as it is. */
export async function chargeExtra(db: Database, userId: string, extra: number): Promise<void> {
  if (extra <= 0) return;
  await db
    .updateTable('ai_quota')
    .set((eb) => ({ tokens_used: eb('tokens_used', '+', extra) }))
    .where('user_id', '=', userId)
    .execute();
}

export function readQuota(db: Database, userId: string): Promise<QuotaRow | undefined> {
  return db
    .selectFrom('ai_quota')
    .select(['window_start', 'tokens_used'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}
