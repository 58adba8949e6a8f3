import type { Generated } from 'kysely';
import type {
  PaymentPurpose,
  PaymentStatus,
  PaymentTransactionStatus,
  PaymentType,
} from '../../../shared/contracts/payments/payment-enums';

/** Migration 1120_payments.sql. */
export interface PaymentTables {
  payments: {
    id: Generated<string>;
    user_id: string;
    purpose: PaymentPurpose;
    lesson_id: string | null;
    provider: 'sandbox' | 'monobank';
    invoice_id: string | null;
    page_url: string | null;
    amount_minor: number;
    ccy: Generated<number>;
    payment_type: PaymentType;
    status: Generated<PaymentStatus>;
    transaction_status: Generated<PaymentTransactionStatus>;
    provider_status: Generated<string>;
    provider_modified_at: Date | null;
    failure_reason: string | null;
    idempotency_key: string;
    /** Migration 1121: the ledger hold this card lesson payment placed. */
    ledger_hold_id: Generated<string | null>;
    /** Migration 1122: since when one caller is asking the acquirer for this row's invoice. */
    invoice_requested_at: Generated<Date | null>;
    /** Migration 1123: why the payment waits for an administrator (no automatic posting). */
    review_reason: Generated<string | null>;
    created_at: Date;
    updated_at: Date;
  };
  payment_status_changes: {
    id: Generated<string>;
    payment_id: string;
    source: 'webhook' | 'poll' | 'action';
    provider_status: string;
    provider_modified_at: Date;
    status: PaymentStatus;
    transaction_status: PaymentTransactionStatus;
    created_at: Date;
  };
  sandbox_acquirer_invoices: {
    invoice_id: string;
    amount: number;
    ccy: number;
    payment_type: PaymentType;
    status: string;
    final_amount: Generated<number>;
    reference: string;
    destination: string;
    redirect_url: string;
    webhook_url: string;
    failure_reason: string | null;
    masked_pan: string | null;
    pending_3ds: Generated<boolean>;
    created_date: Date;
    modified_date: Date;
    expires_at: Date;
  };
  sandbox_acquirer_keys: { id: number; private_key_pem: string; public_key_pem: string; created_at: Date };
}
