import { z } from 'zod';
import { text } from '../../../shared/validation/text';
import { INVOICE_STATUSES, type InvoiceState } from './acquirer.port';

/**
 * The fields we read from a monobank invoice (webhook body and /invoice/status answer share the
 * shape); others (paymentInfo, cancelList, walletData…) pass through unread.
 */
const InvoiceBody = z.object({
  invoiceId: text().min(1).max(200),
  status: z.enum(INVOICE_STATUSES),
  amount: z.number().int(),
  ccy: z.number().int(),
  finalAmount: z.number().int().optional(),
  reference: text().max(200).optional(),
  failureReason: text().max(1000).optional(),
  modifiedDate: text().refine((value) => !Number.isNaN(Date.parse(value))),
});

/** The invoice a body reports, or null when it is not one. */
export function parseInvoiceState(value: unknown): InvoiceState | null {
  const parsed = InvoiceBody.safeParse(value);
  if (!parsed.success) return null;
  const body = parsed.data;
  return {
    invoiceId: body.invoiceId,
    status: body.status,
    amount: body.amount,
    ccy: body.ccy,
    finalAmount: body.finalAmount,
    reference: body.reference,
    failureReason: body.failureReason,
    modifiedDate: new Date(body.modifiedDate),
  };
}

/** The JSON form of an invoice, as an acquirer writes it. */
export function invoiceBody(state: InvoiceState & { createdDate?: Date; destination?: string }) {
  return {
    invoiceId: state.invoiceId,
    status: state.status,
    ...(state.failureReason ? { failureReason: state.failureReason } : {}),
    amount: state.amount,
    ccy: state.ccy,
    finalAmount: state.finalAmount ?? 0,
    ...(state.createdDate ? { createdDate: state.createdDate.toISOString() } : {}),
    modifiedDate: state.modifiedDate.toISOString(),
    ...(state.reference ? { reference: state.reference } : {}),
    ...(state.destination ? { destination: state.destination } : {}),
  };
}
