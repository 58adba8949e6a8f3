import type { PaymentPurpose, PaymentStatus, PaymentTransactionStatus } from '../../../shared/contracts/payments';

declare module '../../events/events.types' {
  interface DomainEvents {
    /**
     * A card payment's status changed, exactly once per change (a replayed or older webhook emits
     * nothing). Written in the change's transaction: the ledger posts top-ups, holds, captures
     * and releases from these, keyed by `changeId`.
     */
    'payment.status-changed': PaymentStatusChanged;
  }
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
