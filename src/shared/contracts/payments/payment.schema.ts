import { z } from 'zod';
import { text } from '../../validation/text';
import {
  PAYMENT_PURPOSES,
  PAYMENT_STATUSES,
  PAYMENT_TRANSACTION_STATUSES,
  TOP_UP_MAX_MINOR,
  TOP_UP_MIN_MINOR,
} from './payment-enums';

/** A card payment as its payer sees it. Amounts are integer kopiykas. */
export const Payment = z
  .object({
    id: text(),
    purpose: z.enum(PAYMENT_PURPOSES),
    lessonId: text().nullable(),
    amountMinor: z.number().int(),
    currency: text(),
    status: z.enum(PAYMENT_STATUSES),
    transactionStatus: z.enum(PAYMENT_TRANSACTION_STATUSES),
    /** The acquirer's reason for a declined card, as it wrote it. */
    failureReason: text().nullable(),
    /** Where to pay while the invoice is open; null once the acquirer has an answer. */
    pageUrl: text().nullable(),
    createdAt: text(),
    updatedAt: text(),
  })
  .meta({ id: 'Payment' });
export type Payment = z.infer<typeof Payment>;

/**
 * A balance top-up by card. `idempotencyKey` is made once per form submission: sending
 * it again (a retry after a lost answer) answers the same payment instead of a second invoice.
 */
export const CreateTopUpInput = z
  .object({
    amountMinor: z
      .number({ error: 'validation.amount-required' })
      .int('validation.invalid')
      .min(TOP_UP_MIN_MINOR, 'validation.amount-too-small')
      .max(TOP_UP_MAX_MINOR, 'validation.amount-too-large'),
    idempotencyKey: z.uuid({ error: 'validation.invalid' }),
  })
  .meta({ id: 'CreateTopUpInput' });
export type CreateTopUpInput = z.infer<typeof CreateTopUpInput>;

/** Pay a lesson's price by card: the acquirer holds it until the lesson completes. */
export const PayLessonByCardInput = z
  .object({ idempotencyKey: z.uuid({ error: 'validation.invalid' }) })
  .meta({ id: 'PayLessonByCardInput' });
export type PayLessonByCardInput = z.infer<typeof PayLessonByCardInput>;

export const PaymentIdParams = z.object({ paymentId: z.uuid() });
export const PaymentLessonParams = z.object({ lessonId: z.uuid() });

/** The answer to starting a card payment: the payment and the acquirer's page to pay on. */
export const StartedPayment = z.object({ payment: Payment, pageUrl: text() }).meta({ id: 'StartedPayment' });
export type StartedPayment = z.infer<typeof StartedPayment>;

/**
 * How a lesson is paid now (the pay buttons' state): its card payment, if it has one, and its
 * live ledger hold, if any, funded by the balance or by a card. A live hold means the lesson is
 * paid: neither a second card payment nor a balance payment is taken (LESSON_ALREADY_PAID).
 */
export const LessonPaymentHold = z
  .object({
    fundedBy: z.enum(['BALANCE', 'CARD']),
    status: z.enum(['AUTHORIZED', 'CAPTURED']),
    amountMinor: z.number().int(),
  })
  .meta({ id: 'LessonPaymentHold' });
export type LessonPaymentHold = z.infer<typeof LessonPaymentHold>;

export const LessonPayment = z
  .object({ payment: Payment.nullable(), hold: LessonPaymentHold.nullable() })
  .meta({ id: 'LessonPayment' });
export type LessonPayment = z.infer<typeof LessonPayment>;

/** A user's card payments, newest first. */
export const PaymentList = z.object({ items: z.array(Payment) }).meta({ id: 'PaymentList' });
export type PaymentList = z.infer<typeof PaymentList>;

