import type { PaymentStatus, PaymentTransactionStatus } from '../../../shared/contracts/payments';
import type { InvoiceStatus } from './acquirer.port';

/**
 * Our statuses for each acquirer status. `reversed` is a released hold or a refunded
 * invoice: the payment is CANCELED and the transaction (the release) went through.
 */
export const STATUS_OF: Record<InvoiceStatus, { status: PaymentStatus; transactionStatus: PaymentTransactionStatus }> =
  {
    created: { status: 'CREATED', transactionStatus: 'CREATED' },
    processing: { status: 'CREATED', transactionStatus: 'PROCESSING' },
    hold: { status: 'AUTHORIZED', transactionStatus: 'SUCCESS' },
    success: { status: 'CAPTURED', transactionStatus: 'SUCCESS' },
    failure: { status: 'CANCELED', transactionStatus: 'FAILURE' },
    expired: { status: 'CANCELED', transactionStatus: 'EXPIRED' },
    reversed: { status: 'CANCELED', transactionStatus: 'SUCCESS' },
  };

/** Where each acquirer status may go next; failure, expired and reversed are final. */
const NEXT: Record<InvoiceStatus, readonly InvoiceStatus[]> = {
  created: ['processing', 'hold', 'success', 'failure', 'expired'],
  processing: ['hold', 'success', 'failure', 'expired'],
  hold: ['success', 'reversed', 'failure', 'expired'],
  success: ['reversed'],
  failure: [],
  expired: [],
  reversed: [],
};

export type StatusDecision =
  /** A new status: store it and tell the rest of the system once. */
  | { apply: 'change' }
  /** The same status, reported later: only the time moves on. */
  | { apply: 'touch' }
  /** Older than what we have, a replay, or a move the acquirer's machine does not make. */
  | { apply: 'ignore'; reason: 'stale' | 'replay' | 'illegal' };

/**
 * Whether an acquirer's report changes a payment. Webhooks can arrive late, twice or out of
 * order, so the acquirer's `modifiedDate` orders them (monobank's advice): a report not newer
 * than the last one applied changes nothing, and neither does a move backwards.
 */
export function decideStatus(
  current: { providerStatus: InvoiceStatus; modifiedAt: Date | null },
  incoming: { status: InvoiceStatus; modifiedDate: Date },
): StatusDecision {
  if (current.modifiedAt && incoming.modifiedDate.getTime() <= current.modifiedAt.getTime()) {
    return {
      apply: 'ignore',
      reason:
        incoming.modifiedDate.getTime() === current.modifiedAt.getTime() && incoming.status === current.providerStatus
          ? 'replay'
          : 'stale',
    };
  }
  if (incoming.status === current.providerStatus) return { apply: 'touch' };
  if (!NEXT[current.providerStatus].includes(incoming.status)) return { apply: 'ignore', reason: 'illegal' };
  return { apply: 'change' };
}

/** Statuses the poll job still asks the acquirer about. */
export const OPEN_INVOICE_STATUSES: readonly InvoiceStatus[] = ['created', 'processing'];
