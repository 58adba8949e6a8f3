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
  >,
): Promise<PaymentRow | undefined> {
  return trx
    .insertInto('payments')
    .values(values)
    .onConflict((oc) => oc.columns(['user_id', 'idempotency_key']).doNothing())
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

/** The lesson's card payment that still counts: open, held or captured (one at most). */
export function livePaymentOfLesson(db: Database, lessonId: string) {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('lesson_id', '=', lessonId)
    .where('status', '!=', 'CANCELED')
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
}

export function latestPaymentOfLesson(db: Database, lessonId: string) {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('lesson_id', '=', lessonId)
    .orderBy('created_at', 'desc')
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
