import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lessonCardPaymentPath, type StartedPayment } from '../../../src/shared/contracts/payments';
import { lesson, lessonActions } from '../ledger/ledger-helpers';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { bearer, notificationKeys, student, teacher, type User } from '../requests/request-helpers';
import { startMonobankStandIn, type MonobankStandIn } from './monobank-stand-in';
import { expectLedgerSound, paymentRow, postWebhook, startTopUp } from './payment-helpers';

/**
 * What monobank may say after money moved: a `reversed` after `success` (a refund) takes the
 * credit back, and a `success` or `hold` for another amount or currency than the invoice's
 * credits nothing and tells the administrators. Every webhook is signed by the stand-in's key.
 */
describe('monobank webhooks after success', () => {
  let t: TestApp;
  let mono: MonobankStandIn;
  let admin: string;

  beforeAll(async () => {
    mono = await startMonobankStandIn();
    t = await createTestApp({
      payments: { acquirer: 'monobank', monobankToken: mono.token, monobankApiUrl: mono.apiUrl },
    });
    admin = randomUUID();
    await t.db
      .insertInto('users')
      .values({
        id: admin,
        email: `admin-${admin.slice(0, 8)}@example.com`,
        role: 'ROLE_ADMINISTRATOR',
        first_name: 'Адмін',
        last_name: 'Тест',
        registration_step: 'COMPLETE',
      })
      .execute();
    // Migrating a fresh database takes a while on a busy machine.
  }, 240_000);
  afterAll(async () => {
    await t.close();
    await mono.close();
  });

  const balance = (who: User) => t.app.ledger.balance(t.db, who.id);
  async function send(invoiceId: string, body: ReturnType<MonobankStandIn['move']>) {
    const { raw, sign } = mono.webhook(invoiceId, body);
    const res = await postWebhook(t, raw, sign);
    expect(res.statusCode, res.body).toBe(200);
    await t.app.ctx.events.drain();
    return res.json().outcome as string;
  }
  const invoiceOf = async (paymentId: string) => (await paymentRow(t, paymentId)).invoice_id!;

  describe('balance top-ups', () => {
    it('takes a refunded top-up back off the balance, with a reversal row', async () => {
      const payer = await student(t);
      const { payment } = await startTopUp(t, payer, 20_000);
      const invoiceId = await invoiceOf(payment.id);
      await send(invoiceId, mono.move(invoiceId, 'success'));
      expect((await balance(payer)).availableMinor).toBe(20_000);

      expect(await send(invoiceId, mono.move(invoiceId, 'reversed'))).toBe('changed');
      expect(await paymentRow(t, payment.id)).toMatchObject({ status: 'CANCELED', provider_status: 'reversed' });
      expect((await balance(payer)).availableMinor).toBe(0);
      const rows = await t.app.ledger.transactions(t.db, payer.id);
      expect(rows).toContainEqual(
        expect.objectContaining({
          direction: 'OUTGOING',
          amountMinor: 20_000,
          purpose: 'ADJUSTMENT',
          status: 'SUCCESS',
        }),
      );
      // A replayed refund takes nothing twice.
      const { raw, sign } = mono.webhook(invoiceId);
      expect((await postWebhook(t, raw, sign)).json().outcome).toBe('ignored');
      expect((await balance(payer)).availableMinor).toBe(0);
      await expectLedgerSound(t);
    });

    it('lets a refund of money already spent leave a debt', async () => {
      const payer = await student(t);
      const { payment } = await startTopUp(t, payer, 30_000);
      const invoiceId = await invoiceOf(payment.id);
      await send(invoiceId, mono.move(invoiceId, 'success'));
      // Spent meanwhile (a lesson paid from the balance, in the ledger's words a hold).
      await t.db
        .transaction()
        .execute((trx) =>
          t.app.ledger.placeHold(trx, { idempotencyKey: `spent:${payment.id}`, userId: payer.id, amountMinor: 25_000 }),
        );
      await send(invoiceId, mono.move(invoiceId, 'reversed'));
      expect(await balance(payer)).toEqual(expect.objectContaining({ availableMinor: -25_000, heldMinor: 25_000 }));
      await expectLedgerSound(t);
    });

    it('credits nothing for a success above the invoice and tells the administrators', async () => {
      const payer = await student(t);
      const { payment } = await startTopUp(t, payer, 20_000);
      const invoiceId = await invoiceOf(payment.id);
      await send(invoiceId, { ...mono.move(invoiceId, 'success'), finalAmount: 90_000 });
      expect((await balance(payer)).availableMinor).toBe(0);
      expect(await paymentRow(t, payment.id)).toMatchObject({
        status: 'CAPTURED',
        review_reason: 'amount-mismatch',
      });
      expect(await notificationKeys(t, admin)).toContain('payment-review-amount-mismatch');
      // Its row in the payer's list waits too, rather than showing money that is not there.
      const open = await t.app.ledger.transactionByExternalRef(t.db, `payment:${payment.id}`);
      expect(open).toMatchObject({ status: 'PROCESSING' });
      await expectLedgerSound(t);
    });

    it('credits nothing for another invoice amount or currency', async () => {
      const payer = await student(t);
      const bigger = await startTopUp(t, payer, 20_000);
      const biggerInvoice = await invoiceOf(bigger.payment.id);
      await send(biggerInvoice, { ...mono.move(biggerInvoice, 'success'), amount: 90_000, finalAmount: 90_000 });
      const dollars = await startTopUp(t, payer, 20_000);
      const dollarInvoice = await invoiceOf(dollars.payment.id);
      await send(dollarInvoice, { ...mono.move(dollarInvoice, 'success'), ccy: 840 });
      expect((await balance(payer)).availableMinor).toBe(0);
      expect((await paymentRow(t, dollars.payment.id)).review_reason).toBe('currency-mismatch');
      expect(await notificationKeys(t, admin)).toContain('payment-review-currency-mismatch');
      // A later refund of a payment under review moves nothing either.
      await send(biggerInvoice, mono.move(biggerInvoice, 'reversed'));
      expect((await balance(payer)).availableMinor).toBe(0);
      await expectLedgerSound(t);
    });
  });

  describe('lesson payments by card', () => {
    async function payByCard(learner: User, lessonId: string) {
      const res = await t.app.inject({
        method: 'POST',
        url: lessonCardPaymentPath(lessonId),
        headers: bearer(learner.token),
        payload: { idempotencyKey: randomUUID() },
      });
      expect(res.statusCode, res.body).toBe(201);
      const started = res.json() as StartedPayment;
      return { paymentId: started.payment.id, invoiceId: await invoiceOf(started.payment.id) };
    }

    it('reverses the card’s credit when a captured lesson payment is refunded', async () => {
      const tutor = await teacher(t);
      const learner = await student(t);
      const lessonId = await lesson(t, tutor, learner, { viaRequest: false });
      const { paymentId, invoiceId } = await payByCard(learner, lessonId);
      await send(invoiceId, mono.move(invoiceId, 'hold'));
      await lessonActions(t).complete(lessonId, tutor);
      expect(await paymentRow(t, paymentId)).toMatchObject({ status: 'CAPTURED' });
      expect((await balance(tutor)).availableMinor).toBe(40_000);

      await send(invoiceId, mono.move(invoiceId, 'reversed'));
      expect(await paymentRow(t, paymentId)).toMatchObject({ status: 'CANCELED' });
      // The card has the money back, so the payer owes it; the tutor keeps the lesson's earning.
      expect(await balance(learner)).toEqual(expect.objectContaining({ availableMinor: -40_000, heldMinor: 0 }));
      expect((await balance(tutor)).availableMinor).toBe(40_000);
      await expectLedgerSound(t);
    });

    it('holds nothing for a hold of another amount, releases it at the acquirer and tells the administrators', async () => {
      const tutor = await teacher(t);
      const learner = await student(t);
      const lessonId = await lesson(t, tutor, learner, { viaRequest: false });
      const { paymentId, invoiceId } = await payByCard(learner, lessonId);
      await send(invoiceId, { ...mono.move(invoiceId, 'hold'), finalAmount: 4_000 });
      expect(await paymentRow(t, paymentId)).toMatchObject({ review_reason: 'amount-mismatch' });
      expect(mono.invoices.get(invoiceId)!.status).toBe('reversed');
      expect(await balance(learner)).toEqual(expect.objectContaining({ availableMinor: 0, heldMinor: 0 }));
      expect(await t.app.ledger.lessonHold(t.db, lessonId)).toBeNull();
      expect(await notificationKeys(t, admin)).toContain('payment-review-amount-mismatch');
      await expectLedgerSound(t);
    });
  });
});
