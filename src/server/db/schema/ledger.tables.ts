import type { ColumnType, Generated } from 'kysely';

export type LedgerAccountKind =
  'USER_AVAILABLE' | 'USER_HELD' | 'PLATFORM_REVENUE' | 'ACQUIRER_CLEARING' | 'PLATFORM_ADJUSTMENTS';
export type LedgerEntryKind =
  'TOP_UP' | 'HOLD' | 'CAPTURE' | 'RELEASE' | 'PLATFORM_FEE' | 'ADJUSTMENT' | 'REVERSAL' | 'TRANSFER';
export type HoldStatus = 'AUTHORIZED' | 'CAPTURED' | 'CANCELED';
export type HoldFunding = 'BALANCE' | 'CARD';
export type TransactionStatus = 'SUCCESS' | 'FAILURE' | 'PROCESSING' | 'CREATED' | 'EXPIRED';
export type PaymentStatus = 'CREATED' | 'AUTHORIZED' | 'CAPTURED' | 'CANCELED';
export type TransactionDirection = 'INCOMING' | 'OUTGOING';
export type TransactionMethod = 'CARD' | 'BALANCE' | 'PLATFORM' | 'ADMIN';
export type TransactionPurpose =
  'TOP_UP' | 'LESSON_PAYMENT' | 'LESSON_EARNING' | 'PLATFORM_FEE' | 'ADJUSTMENT' | 'REFUND';

/** bigint columns: node-postgres and PGlite hand them back as strings; written as numbers. */
type Bigint = ColumnType<string, number | string, number | string>;

/** Migration 1100_ledger.sql. */
export interface LedgerTables {
  ledger_accounts: {
    id: Generated<string>;
    kind: LedgerAccountKind;
    user_id: string | null;
    currency: Generated<string>;
    balance_minor: ColumnType<string, number | string | undefined, number | string>;
    updated_at: Generated<Date>;
  };
  ledger_entries: {
    id: Generated<string>;
    idempotency_key: string;
    request_hash: string;
    kind: LedgerEntryKind;
    reverses_entry_id: string | null;
    memo: Generated<string>;
    created_by: string | null;
    created_at: Date;
  };
  ledger_lines: {
    entry_id: string;
    position: number;
    account_id: string;
    amount_minor: Bigint;
  };
  ledger_holds: {
    id: Generated<string>;
    user_id: string;
    amount_minor: Bigint;
    status: Generated<HoldStatus>;
    lesson_id: string | null;
    funded_by: Generated<HoldFunding>;
    place_entry_id: string;
    settle_entry_id: string | null;
    created_at: Date;
    settled_at: Date | null;
  };
  ledger_transactions: {
    id: Generated<string>;
    user_id: string;
    direction: TransactionDirection;
    amount_minor: Bigint;
    currency: Generated<string>;
    status: TransactionStatus;
    payment_status: PaymentStatus | null;
    method: TransactionMethod;
    purpose: TransactionPurpose;
    lesson_id: string | null;
    hold_id: string | null;
    entry_id: string | null;
    external_ref: string | null;
    reason: Generated<string>;
    created_at: Date;
    updated_at: Date;
  };
  ledger_platform_fees: {
    teacher_id: string;
    student_id: string;
    lesson_id: string;
    entry_id: string;
    amount_minor: Bigint;
    created_at: Date;
  };
  ledger_adjustments: {
    entry_id: string;
    user_id: string;
    admin_id: string;
    amount_minor: Bigint;
    reason: string;
    created_at: Date;
  };
  ledger_debt_hides: { user_id: string; hidden_at: Date };
  /** Migration 1151: the first answer of a money call, replayed for its idempotency key. */
  ledger_request_answers: {
    idempotency_key: string;
    request_hash: string;
    status_code: number;
    body: string;
    created_at: Date;
  };
}
