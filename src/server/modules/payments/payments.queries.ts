import type { Selectable } from 'kysely';
import type { Database } from '../../db/database';
import type { DB } from '../../db/schema';

export type PaymentRow = Selectable<DB['payments']>;

export async function insertPayment(
  trx: Database,
  values: Omit<
    PaymentRow,
    | 'id'
    | 'status'
    | 'transaction_status'
    | 'provider_status'
    | 'ccy'
    | 'invoice_id'
    | 'page_url'
    | 'provider_modified_at'
    | 'failure_reason'
    | 'ledger_hold_id'
    | 'review_reason'
  >,
): Promise<PaymentRow | undefined> {
  // Either unique rule may refuse it: the caller's key was used already, or the lesson has a
  // live payment (payments_one_live_per_lesson); the caller then reads which.
  return trx
    .insertInto('payments')
    .values(values)
    .onConflict((oc) => oc.doNothing())
    .returningAll()
    .executeTakeFirst();
}

export function paymentByKey(db: Database, userId: string, key: string) {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('user_id', '=', userId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}

export function paymentById(db: Database, id: string) {
  return db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirst();
}

export function paymentByInvoice(trx: Database, provider: string, invoiceId: string) {
  return trx
    .selectFrom('payments')
    .selectAll()
    .where('provider', '=', provider as PaymentRow['provider'])
    .where('invoice_id', '=', invoiceId)
    .forUpdate()
    .executeTakeFirst();
}

/** Statuses in which a lesson's payment is live; the database allows one such row per lesson. */
export const LIVE_PAYMENT_STATUSES = ['CREATED', 'AUTHORIZED', 'CAPTURED'] as const;

/** The lesson's card payment that still counts: open, held or captured (one at most). */
export function livePaymentOfLesson(db: Database, lessonId: string) {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('lesson_id', '=', lessonId)
    .where('status', 'in', LIVE_PAYMENT_STATUSES)
    .executeTakeFirst();
}

/** The card payment that placed a ledger hold: the one its capture or release must settle. */
export function paymentOfLedgerHold(db: Database, holdId: string) {
  return db.selectFrom('payments').selectAll().where('ledger_hold_id', '=', holdId).executeTakeFirst();
}

/**
 * Makes the caller the one who asks the acquirer for the row's invoice. Fails (undefined) when
 * the row has an invoice, is no longer open, or someone else is asking already.
 */
export function claimInvoiceRequest(db: Database, id: string, at: Date) {
  return db
    .updateTable('payments')
    .set({ invoice_requested_at: at, updated_at: at })
    .where('id', '=', id)
    .where('status', '=', 'CREATED')
    .where('invoice_id', 'is', null)
    .where('invoice_requested_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

/** Stores the invoice, unless the row was given up meanwhile (then undefined). */
export function storeInvoice(db: Database, id: string, invoice: { invoiceId: string; pageUrl: string }, at: Date) {
  return db
    .updateTable('payments')
    .set({ invoice_id: invoice.invoiceId, page_url: invoice.pageUrl, updated_at: at })
    .where('id', '=', id)
    .where('status', '=', 'CREATED')
    .where('invoice_id', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

export function paymentsOfUser(db: Database, userId: string, limit: number) {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
}
