import type { Selectable } from 'kysely';
import type { Database } from '../../db/database';
import type { LedgerTables } from '../../db/schema/ledger.tables';
import type {
  LedgerTransaction,
  OpenTransactionInput,
  TransactionFilters,
  TransactionRecordInput,
  TransactionStatus,
} from './ledger.types';

type Row = Selectable<LedgerTables['ledger_transactions']>;

/** Statuses a row never leaves (a webhook arriving late or twice cannot move it back). */
export const FINAL_STATUSES: readonly TransactionStatus[] = ['SUCCESS', 'FAILURE', 'EXPIRED'];

export function toTransaction(row: Row): LedgerTransaction {
  return {
    id: row.id,
    userId: row.user_id,
    direction: row.direction,
    amountMinor: Number(row.amount_minor),
    currency: row.currency,
    status: row.status,
    paymentStatus: row.payment_status,
    method: row.method,
    purpose: row.purpose,
    lessonId: row.lesson_id,
    holdId: row.hold_id,
    entryId: row.entry_id,
    externalRef: row.external_ref,
    reason: row.reason,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export async function insertRecords(
  trx: Database,
  records: TransactionRecordInput[],
  link: { entryId: string; holdId?: string | null; status?: TransactionStatus; paymentStatus?: Row['payment_status'] },
  at: Date,
): Promise<void> {
  if (records.length === 0) return;
  await trx
    .insertInto('ledger_transactions')
    .values(
      records.map((r) => ({
        user_id: r.userId,
        direction: r.direction,
        amount_minor: r.amountMinor,
        status: link.status ?? 'SUCCESS',
        payment_status: link.paymentStatus ?? null,
        method: r.method,
        purpose: r.purpose,
        lesson_id: r.lessonId ?? null,
        hold_id: link.holdId ?? null,
        entry_id: link.entryId,
        reason: r.reason ?? '',
        created_at: at,
        updated_at: at,
      })),
    )
    .execute();
}

/** Opens a row before money moves; the same external reference answers the row it opened first. */
export async function openTransaction(trx: Database, input: OpenTransactionInput, at: Date): Promise<Row> {
  const inserted = await trx
    .insertInto('ledger_transactions')
    .values({
      user_id: input.userId,
      direction: input.direction,
      amount_minor: input.amountMinor,
      status: input.status,
      payment_status: input.paymentStatus ?? null,
      method: input.method,
      purpose: input.purpose,
      lesson_id: input.lessonId ?? null,
      external_ref: input.externalRef ?? null,
      reason: input.reason ?? '',
      created_at: at,
      updated_at: at,
    })
    .onConflict((oc) => oc.column('external_ref').doNothing())
    .returningAll()
    .executeTakeFirst();
  if (inserted) return inserted;
  return trx
    .selectFrom('ledger_transactions')
    .selectAll()
    .where('external_ref', '=', input.externalRef!)
    .executeTakeFirstOrThrow();
}

export async function lockTransaction(trx: Database, id: string): Promise<Row | undefined> {
  return trx.selectFrom('ledger_transactions').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function updateTransaction(
  trx: Database,
  id: string,
  set: Partial<Pick<Row, 'status' | 'payment_status' | 'entry_id' | 'hold_id'>>,
  at: Date,
): Promise<void> {
  await trx
    .updateTable('ledger_transactions')
    .set({ ...set, updated_at: at })
    .where('id', '=', id)
    .execute();
}

export async function findByExternalRef(db: Database, externalRef: string): Promise<Row | undefined> {
  return db.selectFrom('ledger_transactions').selectAll().where('external_ref', '=', externalRef).executeTakeFirst();
}

export async function listTransactions(db: Database, userId: string, f: TransactionFilters = {}): Promise<Row[]> {
  let query = db.selectFrom('ledger_transactions').selectAll().where('user_id', '=', userId);
  if (f.status?.length) query = query.where('status', 'in', f.status);
  if (f.purpose?.length) query = query.where('purpose', 'in', f.purpose);
  if (f.direction) query = query.where('direction', '=', f.direction);
  if (f.from) query = query.where('created_at', '>=', f.from);
  if (f.to) query = query.where('created_at', '<', f.to);
  if (f.before) {
    const { createdAt, id } = f.before;
    query = query.where((eb) =>
      eb.or([eb('created_at', '<', createdAt), eb.and([eb('created_at', '=', createdAt), eb('id', '<', id)])]),
    );
  }
  return query
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(Math.min(Math.max(f.limit ?? 50, 1), 500))
    .execute();
}
