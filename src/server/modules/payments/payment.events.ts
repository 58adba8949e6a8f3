import type { PaymentPurpose, PaymentStatus, PaymentTransactionStatus } from '../../../shared/contracts/payments';

declare module '../../events/events.types' {
  interface DomainEvents {
    /**
     * A card payment's status changed, exactly once per change (a replayed or older webhook emits
     * nothing). Written in the change's transaction: the ledger posts top-ups, holds, captures
     * and releases from these, keyed by `changeId`.
     */
    'payment.status-changed': PaymentStatusChanged;
    /**
     * The acquirer reported an amount or currency other than the invoice's: the payment moved no
     * money and waits for an administrator (every one of them is notified).
     */
    'payment.needs-review': PaymentNeedsReview;
  }
}

export interface PaymentNeedsReview {
  paymentId: string;
  userId: string;
  purpose: PaymentPurpose;
  lessonId: string | null;
  invoiceId: string;
  reason: 'amount-mismatch' | 'currency-mismatch';
  expectedAmountMinor: number;
  expectedCcy: number;
  reportedStatus: string;
  reportedAmountMinor: number;
  reportedFinalAmountMinor: number | null;
  reportedCcy: number;
  at: string;
}

export interface PaymentStatusChanged {
  paymentId: string;
  /** Unique per change: the ledger's idempotency keys build on it. */
  changeId: string;
  userId: string;
  purpose: PaymentPurpose;
  lessonId: string | null;
  amountMinor: number;
  /** What the acquirer finally took (a capture may take less than the hold). */
  finalAmountMinor: number;
  from: PaymentStatus;
  to: PaymentStatus;
  transactionStatus: PaymentTransactionStatus;
}
