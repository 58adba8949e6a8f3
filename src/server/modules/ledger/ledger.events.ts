import type { Database } from '../../db/database';
import type { Events } from '../../events/events';
import type { LedgerSignals } from './ledger-posting';

declare module '../../events/events.types' {
  interface DomainEvents {
    /**
     * A user's AVAILABLE balance crossed zero (went negative, or came back to zero or above), in
     * the posting's transaction. Handlers read the balance again: by the time they run it may
     * have crossed back.
     */
    'ledger.balance-sign-changed': { userId: string; balanceMinor: number };
  }
}

/** The ledger's signals as domain events (app.ts wires them; tests and the bench may omit them). */
export function ledgerSignalsOn(events: Events): LedgerSignals {
  return {
    balanceSignChanged: (trx: Database, change) =>
      events.emit(trx, {
        type: 'ledger.balance-sign-changed',
        aggregateType: 'user',
        aggregateId: change.userId,
        payload: change,
      }),
  };
}
