import type { Database } from '../../db/database';
import { availableBalanceMinor } from '../ledger/ledger.module';

/**
 * A user's balance in minor units (kopiykas). DESIGN "Money": a balance is the sum of ledger
 * entries, never a stored number; the ledger sums the lines of the user's AVAILABLE account.
 * Search visibility and the teacher profile read it here.
 */
export async function getBalanceMinor(db: Database, userId: string): Promise<number> {
  return availableBalanceMinor(db, userId);
}
