import { sql } from 'kysely';
import type { Database } from '../../db/database';
import type { AccountRef } from './ledger.types';

export const CURRENCY = 'UAH';

const userIdOf = (ref: AccountRef): string | null => ('userId' in ref ? ref.userId : null);

/** A stable text key per account: postings lock accounts in this order, so two never deadlock. */
export const accountKey = (ref: AccountRef) => `${ref.kind}:${userIdOf(ref) ?? ''}`;

/**
 * Adds `deltaMinor` to an account's cached balance, creating the account on first use, and
 * answers its id and new balance. The update takes the row lock that serialises every posting
 * to this account until the caller's transaction ends. (One upsert would not do: PostgreSQL
 * checks an inserted row's constraints, e.g. HELD ≥ 0, before it finds the conflict.)
 */
export async function applyToAccount(
  trx: Database,
  ref: AccountRef,
  deltaMinor: number,
  at: Date,
): Promise<{ id: string; balanceMinor: number }> {
  const userId = userIdOf(ref);
  const update = () =>
    sql<{ id: string; balance_minor: string }>`
      update ledger_accounts set balance_minor = balance_minor + ${deltaMinor}, updated_at = ${at}
       where kind = ${ref.kind} and currency = ${CURRENCY}
         and ${userId === null ? sql`user_id is null` : sql`user_id = ${userId}`}
      returning id, balance_minor`.execute(trx);
  let { rows } = await update();
  if (rows.length === 0) {
    // First use: a concurrent first use may insert it too; either way the update then finds it.
    await sql`
      insert into ledger_accounts (kind, user_id, currency, balance_minor, updated_at)
      values (${ref.kind}, ${userId}, ${CURRENCY}, 0, ${at})
      on conflict (kind, user_id, currency) do nothing`.execute(trx);
    ({ rows } = await update());
  }
  const row = rows[0]!;
  return { id: row.id, balanceMinor: Number(row.balance_minor) };
}

/** An account's id, or null if nothing was ever posted to it. */
export async function findAccountId(db: Database, ref: AccountRef): Promise<string | null> {
  const row = await db
    .selectFrom('ledger_accounts')
    .select('id')
    .where('kind', '=', ref.kind)
    .where((eb) => {
      const userId = userIdOf(ref);
      return userId === null ? eb('user_id', 'is', null) : eb('user_id', '=', userId);
    })
    .where('currency', '=', CURRENCY)
    .executeTakeFirst();
  return row?.id ?? null;
}

/** A user's balances as the sum of their accounts' lines (never the cache). */
export async function derivedUserBalances(
  db: Database,
  userId: string,
): Promise<{ availableMinor: number; heldMinor: number }> {
  const { rows } = await sql<{ kind: string; total: string | null }>`
    select a.kind, (select sum(l.amount_minor) from ledger_lines l where l.account_id = a.id) as total
      from ledger_accounts a
     where a.user_id = ${userId} and a.currency = ${CURRENCY}`.execute(db);
  const of = (kind: string) => Number(rows.find((r) => r.kind === kind)?.total ?? 0);
  return { availableMinor: of('USER_AVAILABLE'), heldMinor: of('USER_HELD') };
}
