import type { AppContext } from '../../app-context';
import type { Database } from '../../db/database';
import { derivedUserBalances } from './ledger-accounts.queries';
import { createLedger } from './ledger.service';
import type { LedgerFacade } from './ledger.types';

export type * from './ledger.types';
export { LedgerInvariantError } from './ledger-posting';

/**
 * A user's spendable balance in kopiykas, summed from their ledger lines: what search visibility
 * (spec 6) and the teacher profile read through balance.queries.ts.
 */
export async function availableBalanceMinor(db: Database, userId: string): Promise<number> {
  return (await derivedUserBalances(db, userId)).availableMinor;
}

/**
 * The money ledger (issue 26 item 1): double entry in kopiykas, idempotent postings, two-phase
 * holds, reversals, and users' transaction rows. Other modules move money only through `facade`
 * (see LedgerFacade in ledger.types.ts), always inside their own transaction.
 */
export function createLedgerModule(ctx: Pick<AppContext, 'db' | 'now'>) {
  const facade: LedgerFacade = createLedger({ now: ctx.now });
  return { facade };
}
export type LedgerModule = ReturnType<typeof createLedgerModule>;
