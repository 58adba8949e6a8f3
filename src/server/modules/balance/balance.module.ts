import type { Database } from '../../db/database';
import { availableBalanceMinor } from '../ledger/ledger.module';

/**
 * The balance module's public face. A user's spendable balance in minor units (kopiykas).
 * DESIGN "Money": a balance is the sum of ledger entries, never a stored number; the ledger sums
 * the lines of the user's AVAILABLE account. Search visibility and the teacher profile
 * read it here.
 */
export function balanceMinorOf(db: Database, userId: string): Promise<number> {
  return availableBalanceMinor(db, userId);
}
