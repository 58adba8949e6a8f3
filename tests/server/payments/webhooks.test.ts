import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pollLatePayments } from '../../../src/server/modules/payments/payments.module';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { student, type User } from '../requests/request-helpers';
import { startMonobankStandIn, type MonobankStandIn } from './monobank-stand-in';
import {
  balanceOf,
  expectLedgerSound,
  paymentRow,
  postWebhook,
  startTopUp,
  statusChanges,
  statusEvents,
} from './payment-helpers';

/**
 * Webhooks through the real route, with the monobank adapter pointed at a
 * stand-in. Each case must leave exactly one correct change (and so one ledger posting, which
 * builds on the `payment.status-changed` event).
 */
describe('POST /users/v1/open/payments/webhook (monobank)', () => {
  let t: TestApp;
  let mono: MonobankStandIn;
  let payer: User;

  beforeAll(async () => {
    mono = await startMonobankStandIn();
    t = await createTestApp({
      payments: {
        acquirer: 'monobank',
        monobankToken: mono.token,
        monobankApiUrl: mono.apiUrl,
        pollLateAfterMs: 120_000,
      },
    });
    payer = await student(t);
    // Migrating a fresh database takes a while on a busy machine.
  }, 240_000);
  afterAll(async () => {
    await t.close();
    await mono.close();
  });

  it('refuses a forged X-Sign and changes nothing', async () => {
    const { payment } = await startTopUp(t, payer, 20_000);
    const row = await paymentRow(t, payment.id);
    const body = mono.move(row.invoice_id!, 'success');
    const raw = JSON.stringify(body);
    const forged = await postWebhook(t, raw, mono.forge(raw));
    expect(forged.statusCode).toBe(401);
    expect((await postWebhook(t, raw, undefined)).statusCode).toBe(401);
    // A genuine signature over other bytes is a forgery too.
    const genuine = mono.webhook(row.invoice_id!);
    const edited = genuine.raw.replace('"amount": 20000', '"amount": 90000');
    expect((await postWebhook(t, edited, genuine.sign)).statusCode).toBe(401);
    expect(await paymentRow(t, payment.id)).toMatchObject({ status: 'CREATED', transaction_status: 'CREATED' });
    expect(await statusEvents(t, payment.id)).toEqual([]);
    expect((await balanceOf(t, payer)).availableMinor).toBe(0);
  });

  it('applies a webhook replayed 100 times exactly once', async () => {
    const { payment } = await startTopUp(t, payer, 30_000);
    const row = await paymentRow(t, payment.id);
    mono.move(row.invoice_id!, 'success');
    const { raw, sign } = mono.webhook(row.invoice_id!);
    const answers = await Promise.all(Array.from({ length: 100 }, () => postWebhook(t, raw, sign)));
    expect(answers.every((res) => res.statusCode === 200)).toBe(true);
    expect(answers.filter((res) => res.json().outcome === 'changed')).toHaveLength(1);
    expect(await paymentRow(t, payment.id)).toMatchObject({ status: 'CAPTURED', transaction_status: 'SUCCESS' });
    expect(await statusEvents(t, payment.id)).toEqual([
      expect.objectContaining({ from: 'CREATED', to: 'CAPTURED', transactionStatus: 'SUCCESS' }),
    ]);
    expect(await statusChanges(t, payment.id)).toHaveLength(1);
    // Exactly one posting: the balance grew by the top-up once.
    expect((await balanceOf(t, payer)).availableMinor).toBe(30_000);
    await expectLedgerSound(t);
  });

  it('ignores an older status that arrives after a newer one', async () => {
    const { payment } = await startTopUp(t, payer, 40_000);
    const row = await paymentRow(t, payment.id);
    const processing = mono.webhook(row.invoice_id!, mono.move(row.invoice_id!, 'processing'));
    const success = mono.webhook(row.invoice_id!, mono.move(row.invoice_id!, 'success'));
    expect((await postWebhook(t, success.raw, success.sign)).json().outcome).toBe('changed');
    expect((await postWebhook(t, processing.raw, processing.sign)).json().outcome).toBe('ignored');
    expect(await paymentRow(t, payment.id)).toMatchObject({ status: 'CAPTURED', provider_status: 'success' });
    expect((await statusEvents(t, payment.id)).map((e) => e.to)).toEqual(['CAPTURED']);
    expect((await balanceOf(t, payer)).availableMinor).toBe(70_000);
  });

  it('answers a late webhook by polling, and the webhook then changes nothing', async () => {
    const { payment } = await startTopUp(t, payer, 50_000);
    const row = await paymentRow(t, payment.id);
    mono.move(row.invoice_id!, 'success');
    const poll = () =>
      pollLatePayments({
        db: t.db,
        now: t.clock.now,
        provider: 'monobank',
        payments: t.app.payments.service,
        lateAfterMs: 120_000,
      });
    // Not late yet: the poll leaves it to the webhook.
    expect((await poll()).changed).toBe(0);
    t.clock.advance(121_000);
    expect((await poll()).changed).toBeGreaterThanOrEqual(1);
    expect(await paymentRow(t, payment.id)).toMatchObject({ status: 'CAPTURED', transaction_status: 'SUCCESS' });
    const late = mono.webhook(row.invoice_id!);
    const res = await postWebhook(t, late.raw, late.sign);
    expect(res.statusCode).toBe(200);
    expect(res.json().outcome).toBe('ignored');
    expect(await statusEvents(t, payment.id)).toHaveLength(1);
    expect((await statusChanges(t, payment.id)).map((c) => c.source)).toEqual(['poll']);
    // The poll also found the first test's invoice, which the acquirer did take (its forged
    // webhook was refused, not the payment): 200 + 300 + 400 + 500 UAH.
    expect((await balanceOf(t, payer)).availableMinor).toBe(140_000);
    await expectLedgerSound(t);
  });

  it('records a declined card as CANCELED with FAILURE and its reason', async () => {
    const { payment } = await startTopUp(t, payer, 10_000);
    const row = await paymentRow(t, payment.id);
    const failed = mono.webhook(
      row.invoice_id!,
      mono.move(row.invoice_id!, 'failure', { failureReason: 'Insufficient funds' }),
    );
    expect((await postWebhook(t, failed.raw, failed.sign)).statusCode).toBe(200);
    expect(await paymentRow(t, payment.id)).toMatchObject({ status: 'CANCELED', transaction_status: 'FAILURE' });
    expect((await balanceOf(t, payer)).availableMinor).toBe(140_000);
    const rows = await t.app.inject({
      method: 'GET',
      url: '/users/v1/balance/transactions?status=FAILURE',
      headers: { authorization: `Bearer ${payer.token}` },
    });
    expect(rows.json().items).toEqual([
      expect.objectContaining({ purpose: 'TOP_UP', method: 'CARD', amountMinor: 10_000, status: 'FAILURE' }),
    ]);
  });
});
