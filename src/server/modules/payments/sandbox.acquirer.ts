import { createPublicKey, randomBytes, type KeyObject } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { sandboxPayPath } from '../../../shared/contracts/payments';
import { AcquirerError, type Acquirer, type InvoiceState, type InvoiceStatus } from './acquirer.port';
import { generateSigningKeyPair, signBody, verifyBodySignature } from './invoice-signature';
import { invoiceBody, parseInvoiceState } from './invoice-state';

/** Sends a signed webhook; answers the HTTP status the receiver gave. */
export type WebhookDelivery = (url: string, body: string, signature: string) => Promise<number>;

export interface SandboxOptions {
  db: Database;
  now: () => number;
  publicUrl: string;
  deliver: WebhookDelivery;
  log?: FastifyBaseLogger;
}

/**
 * Test cards of the hosted page (docs/payments/card-payments.md): one pays, one is declined, one asks
 * for a 3-D Secure code first. Any other number is declined as unknown.
 */
export const SANDBOX_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  threeDs: '4000000000003220',
} as const;
/** The one-time code the 3-D Secure step accepts. */
export const SANDBOX_3DS_CODE = '123456';

type Row = {
  invoice_id: string;
  amount: number;
  ccy: number;
  payment_type: 'debit' | 'hold';
  status: string;
  final_amount: number;
  reference: string;
  destination: string;
  redirect_url: string;
  webhook_url: string;
  failure_reason: string | null;
  masked_pan: string | null;
  pending_3ds: boolean;
  created_date: Date;
  modified_date: Date;
  expires_at: Date;
};

export type SandboxInvoice = Row;

export type CardOutcome = { kind: 'done'; redirectUrl: string } | { kind: 'needs-3ds' } | { kind: 'closed' };

/**
 * The built-in acquirer: an outside provider played by this server, with its
 * own invoices, its hosted page (sandbox-page.routes.ts) and webhooks signed exactly like
 * monobank's with a key of its own. It answers the same status words as monobank, so the
 * payments service cannot tell them apart.
 */
export function createSandboxAcquirer(options: SandboxOptions) {
  const { db, now } = options;
  let keys: { privateKeyPem: string; publicKey: KeyObject } | null = null;

  async function signingKeys() {
    if (keys) return keys;
    const fresh = generateSigningKeyPair();
    // Several processes may start at once: the first row wins and everyone reads it back.
    await db
      .insertInto('sandbox_acquirer_keys')
      .values({
        id: 1,
        private_key_pem: fresh.privateKeyPem,
        public_key_pem: fresh.publicKeyPem,
        created_at: new Date(now()),
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    const row = await db.selectFrom('sandbox_acquirer_keys').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
    keys = { privateKeyPem: row.private_key_pem, publicKey: createPublicKey(row.public_key_pem) };
    return keys;
  }

  /**
   * The invoice, locked when asked; one left unpaid past its validity turns `expired` whenever
   * someone looks (and its webhook goes out), as a real acquirer's would on its own.
   */
  async function find(trx: Database, invoiceId: string, lock = false) {
    let query = trx.selectFrom('sandbox_acquirer_invoices').selectAll().where('invoice_id', '=', invoiceId);
    if (lock) query = query.forUpdate();
    const row = (await query.executeTakeFirst()) as Row | undefined;
    if (row && (row.status === 'created' || row.status === 'processing') && row.expires_at.getTime() <= now()) {
      const expired = await trx
        .updateTable('sandbox_acquirer_invoices')
        .set({
          status: 'expired',
          pending_3ds: false,
          modified_date: new Date(Math.max(now(), row.modified_date.getTime() + 1)),
        })
        .where('invoice_id', '=', invoiceId)
        .where('status', 'in', ['created', 'processing'])
        .returningAll()
        .executeTakeFirst();
      if (expired) {
        pendingNotices.push(expired as Row);
        return expired as Row;
      }
    }
    return row;
  }
  /** Expiries found while reading, sent once the reader's transaction is over. */
  const pendingNotices: Row[] = [];
  function flushNotices() {
    for (const row of pendingNotices.splice(0)) notify(row);
  }

  function stateOf(row: Row): InvoiceState & { createdDate: Date; destination: string } {
    return {
      invoiceId: row.invoice_id,
      status: row.status as InvoiceStatus,
      amount: row.amount,
      ccy: row.ccy,
      finalAmount: row.final_amount,
      reference: row.reference,
      destination: row.destination,
      failureReason: row.failure_reason ?? undefined,
      createdDate: row.created_date,
      modifiedDate: row.modified_date,
    };
  }

  /** Moves an invoice on; modifiedDate strictly grows, so receivers can order the webhooks. */
  async function move(
    trx: Database,
    row: Row,
    status: InvoiceStatus,
    extra: Partial<Pick<Row, 'final_amount' | 'failure_reason' | 'masked_pan' | 'pending_3ds'>> = {},
  ): Promise<Row> {
    const modified = new Date(Math.max(now(), row.modified_date.getTime() + 1));
    const updated = await trx
      .updateTable('sandbox_acquirer_invoices')
      .set({ status, modified_date: modified, pending_3ds: false, ...extra })
      .where('invoice_id', '=', row.invoice_id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return updated as Row;
  }

  /** Posts the invoice's state to its webhook, after the change committed; retried a few times. */
  function notify(row: Row) {
    const body = JSON.stringify(invoiceBody(stateOf(row)));
    void (async () => {
      const { privateKeyPem } = await signingKeys();
      const signature = signBody(privateKeyPem, body);
      for (let attempt = 1; attempt <= 3; attempt++) {
        try {
          const status = await options.deliver(row.webhook_url, body, signature);
          if (status >= 200 && status < 300) return;
        } catch (error) {
          options.log?.warn({ err: error, invoiceId: row.invoice_id }, 'sandbox acquirer webhook failed');
        }
        await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
      }
      // The payments poll job asks for the status instead, as it would of monobank.
    })();
  }

  const acquirer: Acquirer = {
    provider: 'sandbox',
    async createInvoice(input) {
      const invoiceId = `sbx_${randomBytes(12).toString('base64url')}`;
      const at = new Date(now());
      await db
        .insertInto('sandbox_acquirer_invoices')
        .values({
          invoice_id: invoiceId,
          amount: input.amount,
          ccy: input.ccy,
          payment_type: input.paymentType,
          status: 'created',
          reference: input.reference,
          destination: input.destination,
          redirect_url: input.redirectUrl,
          webhook_url: input.webHookUrl,
          created_date: at,
          modified_date: at,
          expires_at: new Date(at.getTime() + input.validity * 1000),
        })
        .execute();
      return { invoiceId, pageUrl: `${options.publicUrl}${sandboxPayPath(invoiceId)}` };
    },
    async status(invoiceId) {
      const row = await db.transaction().execute((trx) => find(trx, invoiceId, true));
      flushNotices();
      if (!row) throw new AcquirerError('refused', 'sandbox: no such invoice', 'INVOICE_NOT_FOUND');
      return stateOf(row);
    },
    async finalize(invoiceId, amount) {
      const row = await db.transaction().execute(async (trx) => {
        const found = await find(trx, invoiceId, true);
        if (!found || found.status !== 'hold')
          throw new AcquirerError('refused', 'sandbox: not on hold', 'NOT_ON_HOLD');
        return move(trx, found, 'success', { final_amount: Math.min(amount ?? found.amount, found.amount) });
      });
      notify(row);
    },
    async cancel(invoiceId) {
      const row = await db.transaction().execute(async (trx) => {
        const found = await find(trx, invoiceId, true);
        if (!found || (found.status !== 'hold' && found.status !== 'success'))
          throw new AcquirerError('refused', 'sandbox: nothing to cancel', 'NOT_CANCELLABLE');
        return move(trx, found, 'reversed', { final_amount: 0 });
      });
      notify(row);
    },
    async verifyWebhook(rawBody, signature) {
      const { publicKey } = await signingKeys();
      if (!verifyBodySignature(publicKey, rawBody, signature)) return null;
      try {
        return parseInvoiceState(JSON.parse(rawBody.toString('utf8')));
      } catch {
        return null;
      }
    },
  };

  return {
    acquirer,
    /** The invoice as its hosted page shows it. */
    async invoice(invoiceId: string) {
      const row = await db.transaction().execute((trx) => find(trx, invoiceId, true));
      flushNotices();
      return row;
    },
    /** The payer submitted a card on the hosted page. */
    async payWithCard(invoiceId: string, cardNumber: string): Promise<CardOutcome> {
      const digits = cardNumber.replace(/\D/g, '');
      const result = await db.transaction().execute(async (trx) => {
        const row = await find(trx, invoiceId, true);
        if (!row || (row.status !== 'created' && row.status !== 'processing') || row.pending_3ds) return null;
        const masked = `${digits.slice(0, 6)}******${digits.slice(-4)}`;
        if (digits === SANDBOX_CARDS.threeDs) {
          const moved = await move(trx, row, 'processing', { masked_pan: masked, pending_3ds: true });
          return { row: moved, outcome: { kind: 'needs-3ds' } as CardOutcome };
        }
        const moved =
          digits === SANDBOX_CARDS.success
            ? await move(trx, row, row.payment_type === 'hold' ? 'hold' : 'success', {
                masked_pan: masked,
                final_amount: row.amount,
              })
            : await move(trx, row, 'failure', {
                masked_pan: masked,
                failure_reason: digits === SANDBOX_CARDS.declined ? 'Card declined' : 'Unknown test card',
              });
        return { row: moved, outcome: { kind: 'done', redirectUrl: row.redirect_url } as CardOutcome };
      });
      flushNotices();
      if (!result) return { kind: 'closed' };
      notify(result.row);
      return result.outcome;
    },
    /** The payer answered the 3-D Secure step. */
    async confirm3ds(invoiceId: string, code: string): Promise<CardOutcome> {
      const result = await db.transaction().execute(async (trx) => {
        const row = await find(trx, invoiceId, true);
        if (!row || !row.pending_3ds) return null;
        const moved =
          code.trim() === SANDBOX_3DS_CODE
            ? await move(trx, row, row.payment_type === 'hold' ? 'hold' : 'success', { final_amount: row.amount })
            : await move(trx, row, 'failure', { failure_reason: '3-D Secure failed' });
        return { row: moved, redirectUrl: row.redirect_url };
      });
      flushNotices();
      if (!result) return { kind: 'closed' };
      notify(result.row);
      return { kind: 'done', redirectUrl: result.redirectUrl };
    },
  };
}
export type SandboxAcquirer = ReturnType<typeof createSandboxAcquirer>;
