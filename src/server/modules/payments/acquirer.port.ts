import type { PaymentType } from '../../../shared/contracts/payments';

/**
 * The acquirer's invoice status words (monobank acquiring's, which the sandbox speaks too):
 * created → processing → hold (paymentType hold) → success, or failure / expired, and reversed
 * after a cancel of a hold or a paid invoice.
 */
export const INVOICE_STATUSES = ['created', 'processing', 'hold', 'success', 'failure', 'reversed', 'expired'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export interface CreateInvoiceInput {
  /** Kopiykas. */
  amount: number;
  /** ISO 4217 numeric; 980 for UAH. */
  ccy: number;
  paymentType: PaymentType;
  /** Our payment id: the acquirer echoes it back as `reference`. */
  reference: string;
  destination: string;
  /** Where the payer's browser goes after paying. */
  redirectUrl: string;
  webHookUrl: string;
  /** Seconds the invoice stays payable. */
  validity: number;
}

export interface CreatedInvoice {
  invoiceId: string;
  pageUrl: string;
}

/** An invoice as the acquirer reports it (webhook body or status answer). */
export interface InvoiceState {
  invoiceId: string;
  status: InvoiceStatus;
  amount: number;
  ccy: number;
  finalAmount?: number;
  reference?: string;
  failureReason?: string;
  /** When the acquirer last changed the invoice: orders updates that arrive out of order. */
  modifiedDate: Date;
}

/**
 * How an acquirer call failed (HOUSE-STYLE 25, medusa's provider error classes): `retryable`
 * when the request surely did nothing (refused before processing, network down before sending);
 * `outcome-unknown` when it may have acted (timeout after sending, 5xx): the caller must not
 * repeat it blindly but wait for the webhook or poll the status; `refused` for a definite no.
 */
export type AcquirerErrorKind = 'retryable' | 'outcome-unknown' | 'refused';

export class AcquirerError extends Error {
  constructor(
    readonly kind: AcquirerErrorKind,
    message: string,
    readonly providerCode?: string,
  ) {
    super(message);
    this.name = 'AcquirerError';
  }
}

/** The acquirer port: both adapters (sandbox, monobank) implement it. */
export interface Acquirer {
  readonly provider: 'sandbox' | 'monobank';
  createInvoice(input: CreateInvoiceInput): Promise<CreatedInvoice>;
  status(invoiceId: string): Promise<InvoiceState>;
  /** Captures a held invoice (all of it when `amount` is absent). */
  finalize(invoiceId: string, amount?: number): Promise<void>;
  /** Releases a hold or refunds a paid invoice. */
  cancel(invoiceId: string, amount?: number): Promise<void>;
  /**
   * Checks a webhook's `X-Sign` against the raw body exactly as received (never re-serialised
   * JSON, HOUSE-STYLE 25) and answers the invoice it reports, or null when the signature fails.
   */
  verifyWebhook(rawBody: Buffer, signature: string | undefined): Promise<InvoiceState | null>;
}
