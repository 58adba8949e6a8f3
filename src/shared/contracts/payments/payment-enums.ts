/** Payment status: where the acquirer has the student's money. */
export const PAYMENT_STATUSES = ['CREATED', 'AUTHORIZED', 'CAPTURED', 'CANCELED'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Transaction status: how the attempt to pay went, as the transactions list shows it. */
export const PAYMENT_TRANSACTION_STATUSES = ['SUCCESS', 'FAILURE', 'PROCESSING', 'CREATED', 'EXPIRED'] as const;
export type PaymentTransactionStatus = (typeof PAYMENT_TRANSACTION_STATUSES)[number];

/** What a card payment is for: a balance top-up (debit) or a lesson's price (a hold until it completes). */
export const PAYMENT_PURPOSES = ['TOP_UP', 'LESSON'] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];

/** The acquirer's paymentType: debit charges at once; hold reserves until finalize or cancel. */
export type PaymentType = 'debit' | 'hold';

/** ISO 4217 numeric code of the hryvnia (prices are in UAH). */
export const UAH_CCY = 980;

/** A top-up's bounds in kopiykas: 10 UAH to 50,000 UAH. */
export const TOP_UP_MIN_MINOR = 1_000;
export const TOP_UP_MAX_MINOR = 5_000_000;
