import type { Database } from '../../db/database';

/**
 * A user's balance in minor units (kopiykas). DESIGN "Money": a balance is the sum of ledger
 * entries, never a stored number. No ledger exists until the payments issue lands, so every
 * balance is 0 for now; payments replaces this body with the sum of the user's entries, and
 * every reader (search visibility, spec 6; the teacher profile) follows without changes.
 */
export async function getBalanceMinor(_db: Database, _userId: string): Promise<number> {
  return 0;
}
