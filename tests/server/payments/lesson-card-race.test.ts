import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lessonCardPaymentPath, type StartedPayment } from '../../../src/shared/contracts/payments';
import { lesson, lessonActions } from '../ledger/ledger-helpers';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { bearer, student, teacher, type User } from '../requests/request-helpers';
import { startMonobankStandIn, type MonobankStandIn } from './monobank-stand-in';
import { expectLedgerSound, paymentRow, postWebhook } from './payment-helpers';

/**
 * One live card payment per lesson, however many "pay by card" calls arrive at once: the
 * database allows one live payment row, every caller is answered that payment's page, the
 * acquirer makes one invoice, and the lesson's end settles the invoice that backs the hold.
 * On PGlite the calls are serialized by its one connection; on PostgreSQL they truly race.
 */
describe('POST /users/v1/payments/lessons/:lessonId/card, in parallel', () => {
  let t: TestApp;
  let mono: MonobankStandIn;

  beforeAll(async () => {
    mono = await startMonobankStandIn();
    t = await createTestApp({
      payments: { acquirer: 'monobank', monobankToken: mono.token, monobankApiUrl: mono.apiUrl },
    });
    // Migrating a fresh database takes a while on a busy machine.
  }, 240_000);
  afterAll(async () => {
    await t.close();
    await mono.close();
  });

  // Read straight from the ledger: completing a lesson moves the test clock past the tokens' life.
  const balanceOf = (_t: TestApp, who: User) => t.app.ledger.balance(t.db, who.id);
  const invoicesOf = (lessonId: string) =>
    [...mono.invoices.values()].filter((invoice) => invoice.destination.includes(lessonId));
  const livePayments = (lessonId: string) =>
    t.db
      .selectFrom('payments')
      .selectAll()
      .where('lesson_id', '=', lessonId)
      .where('status', '!=', 'CANCELED')
      .execute();

  /** Many clicks at once, each with its own key, as several tabs or a double-clicking payer send them. */
  async function payAtOnce(learner: User, lessonId: string, times: number): Promise<StartedPayment[]> {
    const answers = await Promise.all(
      Array.from({ length: times }, () =>
        t.app.inject({
          method: 'POST',
          url: lessonCardPaymentPath(lessonId),
          headers: bearer(learner.token),
          payload: { idempotencyKey: randomUUID() },
        }),
      ),
    );
    for (const res of answers) expect(res.statusCode, res.body).toBe(201);
    return answers.map((res) => res.json() as StartedPayment);
  }

  /** The payer pays on the page: the acquirer holds the money and sends its signed webhook. */
  async function hold(invoiceId: string) {
    const { raw, sign } = mono.webhook(invoiceId, mono.move(invoiceId, 'hold'));
    const res = await postWebhook(t, raw, sign);
    expect(res.statusCode, res.body).toBe(200);
  }

  async function race(times: number) {
    const tutor = await teacher(t);
    const learner = await student(t);
    // Not through a request: no platform fee muddles the tutor's balance.
    const lessonId = await lesson(t, tutor, learner, { viaRequest: false });
    const started = await payAtOnce(learner, lessonId, times);
    return { tutor, learner, lessonId, started };
  }

  it('answers 30 parallel calls with one payment and one invoice; the tutor’s cancel releases its hold', async () => {
    const { tutor, learner, lessonId, started } = await race(30);
    const [first] = started;
    expect(new Set(started.map((s) => s.payment.id))).toEqual(new Set([first!.payment.id]));
    expect(new Set(started.map((s) => s.pageUrl))).toEqual(new Set([first!.pageUrl]));
    expect(await livePayments(lessonId)).toHaveLength(1);
    expect(invoicesOf(lessonId)).toHaveLength(1);

    const row = await paymentRow(t, first!.payment.id);
    await hold(row.invoice_id!);
    expect(await paymentRow(t, row.id)).toMatchObject({ status: 'AUTHORIZED' });
    expect(await balanceOf(t, learner)).toEqual(expect.objectContaining({ availableMinor: 0, heldMinor: 40_000 }));

    await lessonActions(t).act(lessonId, tutor.id, 'CANCEL');
    await t.app.ctx.events.drain();
    expect(mono.invoices.get(row.invoice_id!)!.status).toBe('reversed');
    expect(await paymentRow(t, row.id)).toMatchObject({ status: 'CANCELED', provider_status: 'reversed' });
    expect(invoicesOf(lessonId).filter((invoice) => invoice.status === 'hold')).toEqual([]);
    expect(await balanceOf(t, learner)).toEqual(expect.objectContaining({ availableMinor: 0, heldMinor: 0 }));
    expect((await balanceOf(t, tutor)).availableMinor).toBe(0);
    await expectLedgerSound(t);
  });

  it('captures the invoice that backs the hold when the lesson completes after a race', async () => {
    const { tutor, learner, lessonId, started } = await race(20);
    expect(await livePayments(lessonId)).toHaveLength(1);
    expect(invoicesOf(lessonId)).toHaveLength(1);
    const row = await paymentRow(t, started[0]!.payment.id);
    await hold(row.invoice_id!);

    await lessonActions(t).complete(lessonId, tutor);
    expect(mono.invoices.get(row.invoice_id!)!.status).toBe('success');
    expect(await paymentRow(t, row.id)).toMatchObject({ status: 'CAPTURED' });
    expect((await balanceOf(t, tutor)).availableMinor).toBe(40_000);
    expect(await balanceOf(t, learner)).toEqual(expect.objectContaining({ availableMinor: 0, heldMinor: 0 }));
    await expectLedgerSound(t);
  });

  it('cancels at the acquirer a hold on an invoice no live payment names', async () => {
    const { learner, lessonId, started } = await race(1);
    const row = await paymentRow(t, started[0]!.payment.id);
    // A second invoice for the same payment, as a request whose answer was lost leaves behind.
    const stray = await t.app.payments.routeOptions.acquirer.createInvoice({
      amount: row.amount_minor,
      ccy: 980,
      paymentType: 'hold',
      reference: row.id,
      destination: `Repetytor lesson ${lessonId}`,
      redirectUrl: 'https://repetytor.test/r',
      webHookUrl: 'https://repetytor.test/w',
      validity: 600,
    });
    const { raw, sign } = mono.webhook(stray.invoiceId, mono.move(stray.invoiceId, 'hold'));
    const res = await postWebhook(t, raw, sign);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().outcome).toBe('surplus');
    expect(mono.invoices.get(stray.invoiceId)!.status).toBe('reversed');
    expect(await paymentRow(t, row.id)).toMatchObject({ status: 'CREATED', invoice_id: row.invoice_id });
    expect(await t.app.ledger.lessonHold(t.db, lessonId)).toBeNull();
    expect(await balanceOf(t, learner)).toEqual(expect.objectContaining({ availableMinor: 0, heldMinor: 0 }));
  });
});
