import type { KeyObject } from 'node:crypto';
import { text } from '../../../shared/validation/text';
import { z } from 'zod';
import { AcquirerError, type Acquirer, type CreateInvoiceInput, type InvoiceState } from './acquirer.port';
import { publicKeyFromBase64Pem, verifyBodySignature } from './invoice-signature';
import { parseInvoiceState } from './invoice-state';

export interface MonobankOptions {
  /** The merchant's X-Token (the acquiring cabinet's, or the test token of api.monobank.ua). */
  token: string;
  /** https://api.monobank.ua; tests point it at a local stand-in. */
  apiUrl: string;
  timeoutMs?: number;
  /** The least time between two /pubkey fetches caused by failed checks (forged webhooks cost nothing). */
  pubkeyRefetchMs?: number;
  now?: () => number;
  fetch?: typeof fetch;
}

const Created = z.object({ invoiceId: text().min(1), pageUrl: text().url() });
const PubKey = z.object({ key: text().min(1) });
const ErrorBody = z.object({ errCode: text().optional(), errText: text().optional() });

/**
 * monobank acquiring (https://api.monobank.ua/docs/acquiring.html): invoices in kopiykas with
 * ccy 980, paymentType debit or hold, finalize and cancel, status, and webhooks signed with the
 * merchant key from /api/merchant/pubkey. The key is cached; a failed check fetches it once more
 * (monobank rotates it), at most once per `pubkeyRefetchMs`.
 */
export function createMonobankAcquirer(options: MonobankOptions): Acquirer {
  const doFetch = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  const timeoutMs = options.timeoutMs ?? 15_000;
  const refetchMs = options.pubkeyRefetchMs ?? 60_000;
  let key: { value: KeyObject; fetchedAt: number } | null = null;
  let keyLoading: Promise<KeyObject> | null = null;

  async function call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<unknown> {
    let response: Response;
    try {
      response = await doFetch(`${options.apiUrl}${path}`, {
        method,
        headers: { 'X-Token': options.token, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      // Refused connections never reached monobank; anything else (a timeout) may have.
      const refused = (error as { cause?: { code?: string } }).cause?.code === 'ECONNREFUSED';
      throw new AcquirerError(
        refused ? 'retryable' : 'outcome-unknown',
        `monobank ${path}: ${(error as Error).message}`,
      );
    }
    const text = await response.text();
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = null;
    }
    if (response.ok) return json;
    const problem = ErrorBody.safeParse(json);
    const code = problem.success ? problem.data.errCode : undefined;
    const detail = `monobank ${path}: ${response.status} ${code ?? ''}`.trim();
    if (response.status === 429) throw new AcquirerError('retryable', detail, code);
    if (response.status >= 500) throw new AcquirerError('outcome-unknown', detail, code);
    throw new AcquirerError('refused', detail, code);
  }

  function loadKey(): Promise<KeyObject> {
    keyLoading ??= (async () => {
      try {
        const parsed = PubKey.parse(await call('GET', '/api/merchant/pubkey'));
        const value = publicKeyFromBase64Pem(parsed.key);
        key = { value, fetchedAt: now() };
        return value;
      } finally {
        keyLoading = null;
      }
    })();
    return keyLoading;
  }

  return {
    provider: 'monobank',
    async createInvoice(input: CreateInvoiceInput) {
      const answer = await call('POST', '/api/merchant/invoice/create', {
        amount: input.amount,
        ccy: input.ccy,
        merchantPaymInfo: { reference: input.reference, destination: input.destination },
        redirectUrl: input.redirectUrl,
        webHookUrl: input.webHookUrl,
        validity: input.validity,
        paymentType: input.paymentType,
      });
      const parsed = Created.safeParse(answer);
      if (!parsed.success) throw new AcquirerError('outcome-unknown', 'monobank invoice/create: unexpected answer');
      return parsed.data;
    },
    async status(invoiceId: string): Promise<InvoiceState> {
      const answer = await call('GET', `/api/merchant/invoice/status?invoiceId=${encodeURIComponent(invoiceId)}`);
      const state = parseInvoiceState(answer);
      if (!state) throw new AcquirerError('outcome-unknown', 'monobank invoice/status: unexpected answer');
      return state;
    },
    async finalize(invoiceId: string, amount?: number) {
      await call('POST', '/api/merchant/invoice/finalize', { invoiceId, ...(amount === undefined ? {} : { amount }) });
    },
    async cancel(invoiceId: string, amount?: number) {
      await call('POST', '/api/merchant/invoice/cancel', { invoiceId, ...(amount === undefined ? {} : { amount }) });
    },
    async verifyWebhook(rawBody: Buffer, signature: string | undefined) {
      if (!signature) return null;
      let ok = verifyBodySignature(key?.value ?? (await loadKey()), rawBody, signature);
      if (!ok && key && now() - key.fetchedAt >= refetchMs) {
        ok = verifyBodySignature(await loadKey(), rawBody, signature);
      }
      if (!ok) return null;
      try {
        return parseInvoiceState(JSON.parse(rawBody.toString('utf8')));
      } catch {
        return null;
      }
    },
  };
}
