import type { Database } from '../../db/database';
import type { Events } from '../../events/events.types';
import type { NotificationsFacade } from '../notifications/notifications.module';
import type { InvoiceState } from './acquirer.port';
import type { PaymentRow } from './payments.queries';

export type PaymentReviewReason = 'amount-mismatch' | 'currency-mismatch';

/**
 * Whether the acquirer's report of money taken or held disagrees with the invoice we made: its
 * currency, its amount, or a final amount other than the invoice's. Such a payment moves no
 * money on its own; an administrator looks at it. Only reports that move money are checked.
 */
export function reviewReasonOf(row: PaymentRow, state: InvoiceState): PaymentReviewReason | null {
  if (state.status !== 'hold' && state.status !== 'success') return null;
  if (state.ccy !== row.ccy) return 'currency-mismatch';
  if (state.amount !== row.amount_minor) return 'amount-mismatch';
  if (state.finalAmount && state.finalAmount !== row.amount_minor) return 'amount-mismatch';
  return null;
}

/** Sets the reason and announces it in the caller's transaction (the admins' notices follow). */
export async function holdForReview(
  trx: Database,
  events: Events,
  row: PaymentRow,
  state: InvoiceState,
  reason: PaymentReviewReason,
  at: Date,
): Promise<void> {
  await trx.updateTable('payments').set({ review_reason: reason }).where('id', '=', row.id).execute();
  await events.emit(trx, {
    type: 'payment.needs-review',
    aggregateType: 'payment',
    aggregateId: row.id,
    payload: {
      paymentId: row.id,
      userId: row.user_id,
      purpose: row.purpose,
      lessonId: row.lesson_id,
      invoiceId: state.invoiceId,
      reason,
      expectedAmountMinor: row.amount_minor,
      expectedCcy: row.ccy,
      reportedStatus: state.status,
      reportedAmountMinor: state.amount,
      reportedFinalAmountMinor: state.finalAmount ?? null,
      reportedCcy: state.ccy,
      at: at.toISOString(),
    },
  });
}

/** Every active administrator is told of a payment waiting for review, in their notifications. */
export function registerPaymentReviewHandlers(deps: { events: Events; notifications: NotificationsFacade }) {
  deps.events.on('payment.needs-review', 'payments.review-notify', async ({ payload }, { trx }) => {
    const admins = await trx
      .selectFrom('users')
      .select('id')
      .where('role', '=', 'ROLE_ADMINISTRATOR')
      .where('active', '=', true)
      .where('deleted_at', 'is', null)
      .execute();
    for (const admin of admins) {
      await deps.notifications.notify(trx, {
        userId: admin.id,
        kind: 'TRANSACTION',
        titleKey: `payment-review-${payload.reason}`,
        params: {
          paymentId: payload.paymentId,
          userId: payload.userId,
          invoiceId: payload.invoiceId,
          expected: payload.expectedAmountMinor / 100,
          reported: (payload.reportedFinalAmountMinor || payload.reportedAmountMinor) / 100,
          ccy: payload.reportedCcy,
        },
        createdAt: new Date(payload.at),
      });
    }
  });
}
