import { AppError } from '../../../shared/errors';
import type { Database } from '../../db/database';
import { derivedUserBalances } from './ledger-accounts.queries';
import { auditLedger } from './ledger-audit';
import { captureHold, placeHold, releaseHold } from './ledger-holds';
import { postEntry, type LedgerEnv, type LedgerSignals } from './ledger-posting';
import { reverseEntry } from './ledger-reversal';
import * as tq from './ledger-transactions.queries';
import type { LedgerFacade } from './ledger.types';

/** Builds the ledger facade on a clock; every write uses the caller's transaction. */
export function createLedger(deps: { now: () => number; signals?: LedgerSignals }): LedgerFacade {
  const at = () => new Date(deps.now());
  const env = (): LedgerEnv => ({ at: at(), signals: deps.signals });
  return {
    post: (trx, input) => postEntry(trx, input, env()),
    placeHold: (trx, input) => placeHold(trx, input, env()),
    captureHold: (trx, input) => captureHold(trx, input, env()),
    releaseHold: (trx, input) => releaseHold(trx, input, env()),
    reverse: (trx, input) => reverseEntry(trx, input, env()),

    async entryIdByKey(db, idempotencyKey) {
      const row = await db
        .selectFrom('ledger_entries')
        .select('id')
        .where('idempotency_key', '=', idempotencyKey)
        .executeTakeFirst();
      return row?.id ?? null;
    },

    async openTransaction(trx, input) {
      if (!Number.isSafeInteger(input.amountMinor) || input.amountMinor <= 0) {
        throw new AppError('VALIDATION_FAILED', { amountMinor: input.amountMinor });
      }
      return tq.toTransaction(await tq.openTransaction(trx, input, at()));
    },

    async setTransactionStatus(trx, input) {
      const row = await tq.lockTransaction(trx, input.transactionId);
      if (!row) throw new AppError('NOT_FOUND', { transactionId: input.transactionId });
      // Final rows stay final, so a late or replayed webhook cannot move a paid row back.
      if (tq.FINAL_STATUSES.includes(row.status) || row.status === input.status) {
        return { changed: false, status: row.status };
      }
      await tq.updateTransaction(
        trx,
        row.id,
        {
          status: input.status,
          ...(input.paymentStatus !== undefined ? { payment_status: input.paymentStatus } : {}),
        },
        at(),
      );
      return { changed: true, status: input.status };
    },

    async transactionByExternalRef(db, externalRef) {
      const row = await tq.findByExternalRef(db, externalRef);
      return row ? tq.toTransaction(row) : null;
    },

    balance: (db, userId) => derivedUserBalances(db, userId),

    async transactions(db, userId, filters) {
      return (await tq.listTransactions(db, userId, filters)).map(tq.toTransaction);
    },

    async lessonHold(db: Database, lessonId: string) {
      const row = await db
        .selectFrom('ledger_holds')
        .select(['id', 'status', 'amount_minor', 'funded_by'])
        .where('lesson_id', '=', lessonId)
        .orderBy((eb) => eb.case().when('status', '=', 'CANCELED').then(1).else(0).end())
        .orderBy('created_at', 'desc')
        .executeTakeFirst();
      return row
        ? { id: row.id, status: row.status, amountMinor: Number(row.amount_minor), fundedBy: row.funded_by }
        : null;
    },

    audit: (db) => auditLedger(db),
  };
}
