import type { Balance, TransactionItem } from '../../../shared/contracts/ledger';
import type { LedgerTransaction, UserBalance } from './ledger.types';

export const toBalance = (b: UserBalance): Balance => ({ ...b, currency: 'UAH' });

export const toTransactionItem = (t: LedgerTransaction): TransactionItem => ({
  id: t.id,
  direction: t.direction,
  amountMinor: t.amountMinor,
  currency: t.currency.trim(),
  status: t.status,
  paymentStatus: t.paymentStatus,
  method: t.method,
  purpose: t.purpose,
  lessonId: t.lessonId,
  reason: t.reason,
  createdAt: t.createdAt.toISOString(),
});

/** A page cursor: the last row's time and id, opaque to the client. */
export const encodeCursor = (t: LedgerTransaction) =>
  Buffer.from(`${t.createdAt.toISOString()}|${t.id}`).toString('base64url');

export function decodeCursor(cursor: string): { createdAt: Date; id: string } | null {
  const [at, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  const createdAt = new Date(at ?? '');
  if (!id || !/^[0-9a-f-]{36}$/.test(id) || Number.isNaN(createdAt.getTime())) return null;
  return { createdAt, id };
}
