import type { Payment } from '../../../shared/contracts/payments';
import type { PaymentRow } from './payments.queries';

/** A payment as its payer sees it; the page only while the invoice is open. */
export function toPayment(row: PaymentRow): Payment {
  return {
    id: row.id,
    purpose: row.purpose,
    lessonId: row.lesson_id,
    amountMinor: row.amount_minor,
    currency: 'UAH',
    status: row.status,
    transactionStatus: row.transaction_status,
    failureReason: row.failure_reason,
    pageUrl: row.status === 'CREATED' && row.transaction_status === 'CREATED' ? row.page_url : null,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}
