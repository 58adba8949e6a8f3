import { z } from 'zod';
import { text } from '../../validation/text';

/** Transaction statuses. */
export const TRANSACTION_STATUSES = ['SUCCESS', 'FAILURE', 'PROCESSING', 'CREATED', 'EXPIRED'] as const;
/** Payment statuses (for rows that are a payment: a hold or a card invoice). */
export const LEDGER_PAYMENT_STATUSES = ['CREATED', 'AUTHORIZED', 'CAPTURED', 'CANCELED'] as const;
/** Transaction type: money in or out of the user's balance. */
export const TRANSACTION_DIRECTIONS = ['INCOMING', 'OUTGOING'] as const;
export const TRANSACTION_METHODS = ['CARD', 'BALANCE', 'PLATFORM', 'ADMIN'] as const;
/** The reason or purpose of a transaction. */
export const TRANSACTION_PURPOSES = [
  'TOP_UP',
  'LESSON_PAYMENT',
  'LESSON_EARNING',
  'PLATFORM_FEE',
  'ADJUSTMENT',
  'REFUND',
] as const;

/** The platform fee: the price of this many lessons (docs/money/ledger.md). */
export const PLATFORM_FEE_LESSONS = 2;

/** A user's balance in kopiykas (UAH). */
export const Balance = z
  .object({
    /** What the user can spend; negative while a platform fee is unpaid. */
    availableMinor: z.number().int(),
    /** Held for lesson payments not yet captured or released. */
    heldMinor: z.number().int(),
    currency: text(),
  })
  .meta({ id: 'Balance' });
export type Balance = z.infer<typeof Balance>;

export const TransactionItem = z
  .object({
    id: text(),
    direction: z.enum(TRANSACTION_DIRECTIONS),
    /** Positive kopiykas; `direction` says which way. */
    amountMinor: z.number().int(),
    currency: text(),
    status: z.enum(TRANSACTION_STATUSES),
    paymentStatus: z.enum(LEDGER_PAYMENT_STATUSES).nullable(),
    method: z.enum(TRANSACTION_METHODS),
    purpose: z.enum(TRANSACTION_PURPOSES),
    lessonId: text().nullable(),
    reason: text(),
    createdAt: text(),
  })
  .meta({ id: 'TransactionItem' });
export type TransactionItem = z.infer<typeof TransactionItem>;

export const TransactionList = z
  .object({
    items: z.array(TransactionItem),
    /** Pass as `before` for the next (older) page; null on the last page. */
    nextCursor: text().nullable(),
  })
  .meta({ id: 'TransactionList' });
export type TransactionList = z.infer<typeof TransactionList>;

/** `a,b,c` in a query string, each checked against `values`. */
const listOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.split(',').filter(Boolean) : value),
    z.array(z.enum(values)).max(values.length),
  );

export const TransactionQuery = z.object({
  status: listOf(TRANSACTION_STATUSES).optional(),
  purpose: listOf(TRANSACTION_PURPOSES).optional(),
  direction: z.enum(TRANSACTION_DIRECTIONS).optional(),
  /** ISO date-times: from inclusive, to exclusive. */
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  before: text().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type TransactionQuery = z.infer<typeof TransactionQuery>;

export const PayLessonFromBalanceInput = z.object({
  /** The client's idempotency key for this payment: a retry with it pays once. */
  idempotencyKey: z.uuid(),
});
export type PayLessonFromBalanceInput = z.infer<typeof PayLessonFromBalanceInput>;

export const LessonBalancePayment = z
  .object({
    lessonId: text(),
    holdId: text(),
    amountMinor: z.number().int(),
    paymentStatus: z.enum(LEDGER_PAYMENT_STATUSES),
    balance: Balance,
  })
  .meta({ id: 'LessonBalancePayment' });
export type LessonBalancePayment = z.infer<typeof LessonBalancePayment>;

export const LessonIdParam = z.object({ lessonId: z.uuid() });
export const UserIdParam = z.object({ userId: z.uuid() });
export type UserIdParam = z.infer<typeof UserIdParam>;

/** An administrator's manual adjustment: signed kopiykas and a reason. */
export const AdjustmentInput = z.object({
  /** Positive credits the user's balance, negative debits it; never 0. */
  amountMinor: z
    .number()
    .int()
    .min(-100_000_000)
    .max(100_000_000)
    .refine((v) => v !== 0, { error: 'validation.amount-not-zero' }),
  reason: text().trim().min(3).max(500),
  idempotencyKey: z.uuid(),
});
export type AdjustmentInput = z.infer<typeof AdjustmentInput>;

export const AdjustmentItem = z
  .object({
    entryId: text(),
    amountMinor: z.number().int(),
    reason: text(),
    adminId: text(),
    adminName: text(),
    createdAt: text(),
  })
  .meta({ id: 'AdjustmentItem' });
export type AdjustmentItem = z.infer<typeof AdjustmentItem>;

export const AdminBalance = z
  .object({
    user: z.object({ id: text(), firstName: text(), lastName: text(), email: text().nullable(), role: text() }),
    balance: Balance,
    /** The cached balance differs from the sum of entries (should never be true). */
    cacheMismatch: z.boolean(),
    /** Hidden from search by the ledger until the balance is settled. */
    hiddenForDebt: z.boolean(),
    transactions: z.array(TransactionItem),
    adjustments: z.array(AdjustmentItem),
  })
  .meta({ id: 'AdminBalance' });
export type AdminBalance = z.infer<typeof AdminBalance>;
