import type { Database } from '../../db/database';
import type {
  HoldFunding,
  HoldStatus,
  LedgerEntryKind,
  PaymentStatus,
  TransactionDirection,
  TransactionMethod,
  TransactionPurpose,
  TransactionStatus,
} from '../../db/schema/ledger.tables';

export type {
  HoldFunding,
  HoldStatus,
  LedgerAccountKind,
  LedgerEntryKind,
  PaymentStatus,
  TransactionDirection,
  TransactionMethod,
  TransactionPurpose,
  TransactionStatus,
} from '../../db/schema/ledger.tables';

/**
 * An account of the ledger. A user has two: AVAILABLE (their balance: what they can spend, or
 * owe when negative) and HELD (money set aside for lesson payments not yet captured). The
 * platform has one of each other kind; accounts are created on first use.
 */
export type AccountRef =
  | { kind: 'USER_AVAILABLE' | 'USER_HELD'; userId: string }
  | { kind: 'PLATFORM_REVENUE' | 'ACQUIRER_CLEARING' | 'PLATFORM_ADJUSTMENTS' };

/**
 * One line of a journal entry, signed from the account holder's view: +50000 on a user's
 * AVAILABLE account is 500 UAH more on their balance. Amounts are integer kopiykas.
 */
export interface EntryLine {
  account: AccountRef;
  amountMinor: number;
}

/** A row the entry adds to a user's "balance and transactions" list, written as SUCCESS. */
export interface TransactionRecordInput {
  userId: string;
  direction: TransactionDirection;
  amountMinor: number;
  method: TransactionMethod;
  purpose: TransactionPurpose;
  lessonId?: string | null;
  reason?: string;
}

export interface PostEntryInput {
  /**
   * The caller's idempotency key (≤ 200 characters, unique across the ledger, e.g.
   * `topup:<invoiceId>`). Posting the same key with the same body answers the first result again
   * and moves nothing; the same key with another body is refused with IDEMPOTENCY_KEY_REUSED.
   */
  idempotencyKey: string;
  kind: LedgerEntryKind;
  /** At least two lines, none zero, summing to exactly 0. */
  lines: EntryLine[];
  memo?: string;
  /** The acting user, or null/absent for the system. Not part of the idempotency body. */
  createdBy?: string | null;
  /**
   * Whether a user's AVAILABLE balance may go below zero. False (the default) refuses such a
   * posting with INSUFFICIENT_FUNDS; fees, reversals and administrators' adjustments allow it.
   */
  allowOverdraft?: boolean;
  /** Rows to show in users' transaction lists, written as SUCCESS and linked to the entry. */
  records?: TransactionRecordInput[];
  /**
   * Transaction rows opened earlier (a card top-up opened as CREATED) that this entry settles:
   * they become SUCCESS and link the entry. A row that is already final is refused.
   */
  settles?: string[];
}

/** What a posting answers; a replay (same key, same body) answers the first posting's entry. */
export interface PostedEntry {
  entryId: string;
  /** True when this call found the key already posted and moved nothing. */
  replayed: boolean;
}

export interface PlaceHoldInput {
  idempotencyKey: string;
  /** Whose AVAILABLE balance the money leaves (for HELD); refused with INSUFFICIENT_FUNDS if short. */
  userId: string;
  amountMinor: number;
  /** The lesson the hold pays for; one live hold per lesson (LESSON_ALREADY_PAID). */
  lessonId?: string | null;
  createdBy?: string | null;
  memo?: string;
  /**
   * What paid for it (default BALANCE). A BALANCE hold follows the lesson (lesson-money.handlers.ts);
   * a CARD hold mirrors the acquirer's and is settled by the payments module when the acquirer
   * confirms, never by the lesson's events alone.
   */
  fundedBy?: HoldFunding;
}

export interface HoldResult extends PostedEntry {
  holdId: string;
}

export interface CaptureHoldInput {
  idempotencyKey: string;
  holdId: string;
  /**
   * Where the held money goes; the amounts sum to the hold's amount (a hold is captured whole).
   * A tutor's earnings: `[{ account: { kind: 'USER_AVAILABLE', userId: tutorId }, amountMinor }]`.
   */
  to: EntryLine[];
  /** Rows for the receivers' transaction lists (the payer's row becomes SUCCESS by itself). */
  records?: TransactionRecordInput[];
  createdBy?: string | null;
  memo?: string;
}

export interface ReleaseHoldInput {
  idempotencyKey: string;
  holdId: string;
  createdBy?: string | null;
  memo?: string;
}

export interface ReverseEntryInput {
  idempotencyKey: string;
  entryId: string;
  /** Shown on the users' reversal rows and kept in the entry's memo. */
  reason: string;
  createdBy?: string | null;
}

export interface OpenTransactionInput {
  userId: string;
  direction: TransactionDirection;
  amountMinor: number;
  method: TransactionMethod;
  purpose: TransactionPurpose;
  status: 'CREATED' | 'PROCESSING';
  paymentStatus?: PaymentStatus | null;
  lessonId?: string | null;
  /** The acquirer's invoice id: opening the same reference twice answers the first row. */
  externalRef?: string | null;
  reason?: string;
}

export interface SetTransactionStatusInput {
  transactionId: string;
  /** SUCCESS is reached only by posting the entry that settles the row (`settles`). */
  status: Exclude<TransactionStatus, 'SUCCESS'>;
  paymentStatus?: PaymentStatus | null;
}

/** What a status change did: final rows (SUCCESS, FAILURE, EXPIRED) never change again. */
export interface TransactionStatusChange {
  changed: boolean;
  status: TransactionStatus;
}

export interface UserBalance {
  /** The balance a user sees and spends; negative while a platform fee is unpaid. */
  availableMinor: number;
  /** Held for lesson payments not yet captured or released. */
  heldMinor: number;
}

export interface LedgerTransaction {
  id: string;
  userId: string;
  direction: TransactionDirection;
  amountMinor: number;
  currency: string;
  status: TransactionStatus;
  paymentStatus: PaymentStatus | null;
  method: TransactionMethod;
  purpose: TransactionPurpose;
  lessonId: string | null;
  holdId: string | null;
  entryId: string | null;
  externalRef: string | null;
  reason: string;
  createdAt: Date;
  updatedAt: Date;
}

export interface TransactionFilters {
  status?: TransactionStatus[];
  direction?: TransactionDirection;
  purpose?: TransactionPurpose[];
  /** Inclusive lower and exclusive upper bounds on createdAt. */
  from?: Date;
  to?: Date;
  /** Newest first; `before` is the last row's cursor from the previous page. */
  limit?: number;
  before?: { createdAt: Date; id: string };
}

/** The ledger's invariants, as an audit reads them (tests, the admin view, the bench). */
export interface LedgerAudit {
  entries: number;
  /** Entries whose lines do not sum to 0 (must be empty). */
  unbalancedEntries: string[];
  /** The sum over every line of every account (must be 0). */
  totalMinor: number;
  /** Accounts whose cached balance differs from the sum of their lines (must be empty). */
  cacheMismatches: Array<{ accountId: string; cachedMinor: number; derivedMinor: number }>;
  /** Holds whose state disagrees with the HELD balances (must be 0). */
  heldMismatchMinor: number;
}

/**
 * The ledger's facade: the only way other modules (money-pay's card flows, lessons' payments)
 * move money. Every write runs in the caller's transaction `trx`, so the money moves exactly
 * when the caller's change commits; every write takes an idempotency key.
 */
export interface LedgerFacade {
  /** Posts a balanced journal entry (see PostEntryInput). */
  post(trx: Database, input: PostEntryInput): Promise<PostedEntry>;
  /** Moves money from a user's AVAILABLE to their HELD account (a two-phase hold, phase 1). */
  placeHold(trx: Database, input: PlaceHoldInput): Promise<HoldResult>;
  /** Phase 2: sends the held money on; the hold becomes CAPTURED (refused if already settled). */
  captureHold(trx: Database, input: CaptureHoldInput): Promise<HoldResult>;
  /** Phase 2: gives the held money back; the hold becomes CANCELED (refused if already settled). */
  releaseHold(trx: Database, input: ReleaseHoldInput): Promise<HoldResult>;
  /** The only correction: a new entry with every line of `entryId` negated, once per entry. */
  reverse(trx: Database, input: ReverseEntryInput): Promise<PostedEntry>;
  /** The entry posted under an idempotency key, if any (what a later correction reverses). */
  entryIdByKey(db: Database, idempotencyKey: string): Promise<string | null>;
  /** Opens a transaction row before money moves (a card invoice); see OpenTransactionInput. */
  openTransaction(trx: Database, input: OpenTransactionInput): Promise<LedgerTransaction>;
  /** Moves a row to PROCESSING, FAILURE or EXPIRED; final rows stay as they are. */
  setTransactionStatus(trx: Database, input: SetTransactionStatusInput): Promise<TransactionStatusChange>;
  /** A transaction row by its acquirer reference (webhooks find their row by it). */
  transactionByExternalRef(db: Database, externalRef: string): Promise<LedgerTransaction | null>;
  /** A user's balance, derived from the lines of their accounts. */
  balance(db: Database, userId: string): Promise<UserBalance>;
  /** A user's transaction rows, newest first, filtered. */
  transactions(db: Database, userId: string, filters?: TransactionFilters): Promise<LedgerTransaction[]>;
  /** The live hold paying a lesson, if any. */
  lessonHold(
    db: Database,
    lessonId: string,
  ): Promise<{ id: string; status: HoldStatus; amountMinor: number; fundedBy: HoldFunding } | null>;
  /** Checks every invariant over the whole ledger. */
  audit(db: Database): Promise<LedgerAudit>;
}
