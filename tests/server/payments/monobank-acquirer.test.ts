import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AcquirerError } from '../../../src/server/modules/payments/acquirer.port';
import { createMonobankAcquirer } from '../../../src/server/modules/payments/monobank.acquirer';
import { startMonobankStandIn, type MonobankStandIn } from './monobank-stand-in';

describe('monobank acquiring client against a stand-in', () => {
  let mono: MonobankStandIn;
  let clock = 0;
  const client = () =>
    createMonobankAcquirer({ token: mono.token, apiUrl: mono.apiUrl, now: () => clock, pubkeyRefetchMs: 60_000 });

  beforeAll(async () => {
    mono = await startMonobankStandIn();
  });
  afterAll(() => mono.close());

  it('creates an invoice in kopiykas with ccy 980, the payment type and X-Token', async () => {
    const acquirer = client();
    const invoice = await acquirer.createInvoice({
      amount: 42_000,
      ccy: 980,
      paymentType: 'hold',
      reference: 'payment-1',
      destination: 'Lesson',
      redirectUrl: 'https://repetytor.test/payments/payment-1/result',
      webHookUrl: 'https://repetytor.test/users/v1/open/payments/webhook',
      validity: 3600,
    });
    expect(invoice.pageUrl).toMatch(/^https:\/\//);
    const request = mono.requests.find((r) => r.path === '/api/merchant/invoice/create')!;
    expect(request.method).toBe('POST');
    expect(request.token).toBe(mono.token);
    expect(request.body).toEqual({
      amount: 42_000,
      ccy: 980,
      merchantPaymInfo: { reference: 'payment-1', destination: 'Lesson' },
      redirectUrl: 'https://repetytor.test/payments/payment-1/result',
      webHookUrl: 'https://repetytor.test/users/v1/open/payments/webhook',
      validity: 3600,
      paymentType: 'hold',
    });
  });

  it('reads the status, finalizes a hold and cancels', async () => {
    const acquirer = client();
    const { invoiceId } = await acquirer.createInvoice({
      amount: 10_000,
      ccy: 980,
      paymentType: 'hold',
      reference: 'payment-2',
      destination: 'Lesson',
      redirectUrl: 'https://x.test/r',
      webHookUrl: 'https://x.test/w',
      validity: 600,
    });
    expect((await acquirer.status(invoiceId)).status).toBe('created');
    mono.move(invoiceId, 'hold');
    const held = await acquirer.status(invoiceId);
    expect(held).toMatchObject({ invoiceId, status: 'hold', amount: 10_000, ccy: 980, reference: 'payment-2' });
    await acquirer.finalize(invoiceId, 8_000);
    expect(mono.requests.at(-1)).toMatchObject({
      path: '/api/merchant/invoice/finalize',
      body: { invoiceId, amount: 8_000 },
    });
    const captured = await acquirer.status(invoiceId);
    expect(captured).toMatchObject({ status: 'success', finalAmount: 8_000 });
    expect(captured.modifiedDate.getTime()).toBeGreaterThan(held.modifiedDate.getTime());
    await acquirer.cancel(invoiceId);
    expect(mono.requests.at(-1)).toMatchObject({ path: '/api/merchant/invoice/cancel', body: { invoiceId } });
    expect((await acquirer.status(invoiceId)).status).toBe('reversed');
  });

  it('maps refusals and outages to error kinds', async () => {
    const acquirer = client();
    const refused = await acquirer.finalize('p2_missing').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AcquirerError);
    expect(refused).toMatchObject({ kind: 'refused', providerCode: 'BAD_STATE' });
    const wrongToken = createMonobankAcquirer({ token: 'nope', apiUrl: mono.apiUrl });
    await expect(wrongToken.status('p2_1')).rejects.toMatchObject({ kind: 'refused' });
    // A port nobody listens on: the connection is refused before anything was sent.
    const closed = await new Promise<number>((resolve) => {
      const server = createServer().listen(0, '127.0.0.1', () => {
        const { port } = server.address() as AddressInfo;
        server.close(() => resolve(port));
      });
    });
    const down = createMonobankAcquirer({ token: mono.token, apiUrl: `http://127.0.0.1:${closed}` });
    await expect(down.status('p2_1')).rejects.toMatchObject({ kind: 'retryable' });
  });

  it('verifies X-Sign over the raw body with the fetched key, and refuses forgeries and edits', async () => {
    const acquirer = client();
    const { invoiceId } = await acquirer.createInvoice({
      amount: 5_000,
      ccy: 980,
      paymentType: 'debit',
      reference: 'payment-3',
      destination: 'Top-up',
      redirectUrl: 'https://x.test/r',
      webHookUrl: 'https://x.test/w',
      validity: 600,
    });
    mono.move(invoiceId, 'success');
    const { raw, sign } = mono.webhook(invoiceId);
    const state = await acquirer.verifyWebhook(Buffer.from(raw), sign);
    expect(state).toMatchObject({ invoiceId, status: 'success', amount: 5_000 });
    const pubkeyCalls = () => mono.requests.filter((r) => r.path === '/api/merchant/pubkey').length;
    const fetched = pubkeyCalls();
    // The same bytes re-serialised (no indentation) no longer match the signature.
    expect(await acquirer.verifyWebhook(Buffer.from(JSON.stringify(JSON.parse(raw))), sign)).toBeNull();
    expect(await acquirer.verifyWebhook(Buffer.from(raw), mono.forge(raw))).toBeNull();
    expect(await acquirer.verifyWebhook(Buffer.from(raw), undefined)).toBeNull();
    expect(await acquirer.verifyWebhook(Buffer.from(raw), 'not base64!')).toBeNull();
    // The key is cached: failures within the refetch interval ask for it no more.
    expect(pubkeyCalls()).toBe(fetched);
  });

  it('fetches the key again once when a check fails after monobank rotated it', async () => {
    const acquirer = client();
    const { invoiceId } = await acquirer.createInvoice({
      amount: 5_000,
      ccy: 980,
      paymentType: 'debit',
      reference: 'payment-4',
      destination: 'Top-up',
      redirectUrl: 'https://x.test/r',
      webHookUrl: 'https://x.test/w',
      validity: 600,
    });
    const first = mono.webhook(invoiceId);
    expect(await acquirer.verifyWebhook(Buffer.from(first.raw), first.sign)).not.toBeNull();
    mono.rotateKey();
    clock += 60_000;
    const before = mono.requests.filter((r) => r.path === '/api/merchant/pubkey').length;
    const second = mono.webhook(invoiceId);
    expect(await acquirer.verifyWebhook(Buffer.from(second.raw), second.sign)).not.toBeNull();
    expect(mono.requests.filter((r) => r.path === '/api/merchant/pubkey').length).toBe(before + 1);
  });
});
