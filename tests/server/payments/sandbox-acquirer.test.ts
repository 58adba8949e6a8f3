import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_3DS_CODE, SANDBOX_CARDS } from '../../../src/server/modules/payments/sandbox.acquirer';
import { lessonBalancePaymentPath } from '../../../src/shared/contracts/ledger';
import { lessonCardPaymentPath, lessonPaymentPath, paymentPath } from '../../../src/shared/contracts/payments';
import { topUp } from '../ledger/ledger-helpers';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { bearer, student, teacher, type User } from '../requests/request-helpers';
import { balanceOf, expectLedgerSound, paymentRow, startTopUp, statusEvents } from './payment-helpers';

function form(fields: Record<string, string>) {
  return {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  };
}

/** The built-in acquirer, end to end through its hosted page and its signed webhooks. */
describe('sandbox acquirer', () => {
  let t: TestApp;
  let payer: User;

  beforeAll(async () => {
    t = await createTestApp();
    payer = await student(t);
    // Migrating a fresh database takes a while on a busy machine.
  }, 240_000);
  afterAll(() => t.close());

  const pagePath = (pageUrl: string) => new URL(pageUrl).pathname;
  const payWith = (pageUrl: string, card: string) =>
    t.app.inject({ method: 'POST', url: pagePath(pageUrl), ...form({ card, expiry: '12/30', cvc: '123' }) });
  const status = async (id: string) => (await paymentRow(t, id)).status;

  it('serves a hosted page without script, in the payer language', async () => {
    const { pageUrl } = await startTopUp(t, payer, 25_000);
    const uk = await t.app.inject({ method: 'GET', url: pagePath(pageUrl), headers: { 'accept-language': 'uk' } });
    expect(uk.statusCode).toBe(200);
    expect(uk.headers['content-security-policy']).toContain("script-src 'self'");
    expect(uk.body).not.toContain('<script');
    expect(uk.body).toContain('Номер картки');
    expect(uk.body).toMatch(/250,00\s₴/);
    const en = await t.app.inject({ method: 'GET', url: `${pagePath(pageUrl)}?lang=en` });
    expect(en.body).toContain('Card number');
    // Whichever installation runs it, the sandbox says it takes no real money.
    expect(uk.body).toContain('ТЕСТОВИЙ РЕЖИМ');
    expect(en.body).toContain('TEST MODE');
  });

  it('tops up with the succeeding card: a signed webhook captures the payment once', async () => {
    const { payment, pageUrl } = await startTopUp(t, payer, 30_000);
    const res = await payWith(pageUrl, SANDBOX_CARDS.success);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toContain(`/payments/${payment.id}/result`);
    await expect.poll(() => status(payment.id), { timeout: 10_000 }).toBe('CAPTURED');
    expect(await statusEvents(t, payment.id)).toHaveLength(1);
    const answer = await t.app.inject({ method: 'GET', url: paymentPath(payment.id), headers: bearer(payer.token) });
    expect(answer.json()).toMatchObject({ status: 'CAPTURED', transactionStatus: 'SUCCESS', pageUrl: null });
    // Paying a closed invoice again does nothing.
    expect((await payWith(pageUrl, SANDBOX_CARDS.success)).statusCode).toBe(303);
    expect(await statusEvents(t, payment.id)).toHaveLength(1);
  });

  it('records a declined card as a failure that moves no money', async () => {
    const { payment, pageUrl } = await startTopUp(t, payer, 30_000);
    expect((await payWith(pageUrl, SANDBOX_CARDS.declined)).statusCode).toBe(303);
    await expect.poll(() => status(payment.id), { timeout: 10_000 }).toBe('CANCELED');
    expect(await paymentRow(t, payment.id)).toMatchObject({
      transaction_status: 'FAILURE',
      failure_reason: 'Card declined',
    });
    // Only the first test's top-up is on the balance.
    expect((await balanceOf(t, payer)).availableMinor).toBe(30_000);
  });

  it('asks for the 3-D Secure code and pays after it; a wrong code fails', async () => {
    const { payment, pageUrl } = await startTopUp(t, payer, 12_300);
    const first = await payWith(pageUrl, SANDBOX_CARDS.threeDs);
    expect(first.statusCode).toBe(303);
    const step = await t.app.inject({ method: 'GET', url: first.headers.location as string });
    expect(step.body).toContain('3-D Secure');
    expect(step.body).toContain(`action="${pagePath(pageUrl)}/3ds?lang=uk"`);
    await expect
      .poll(async () => (await paymentRow(t, payment.id)).transaction_status, { timeout: 10_000 })
      .toBe('PROCESSING');
    const done = await t.app.inject({
      method: 'POST',
      url: `${pagePath(pageUrl)}/3ds`,
      ...form({ code: SANDBOX_3DS_CODE }),
    });
    expect(done.statusCode).toBe(303);
    await expect.poll(() => status(payment.id), { timeout: 10_000 }).toBe('CAPTURED');

    const other = await startTopUp(t, payer, 12_300);
    await payWith(other.pageUrl, SANDBOX_CARDS.threeDs);
    await t.app.inject({ method: 'POST', url: `${pagePath(other.pageUrl)}/3ds`, ...form({ code: '000000' }) });
    await expect.poll(() => status(other.payment.id), { timeout: 10_000 }).toBe('CANCELED');
  });

  it('refuses a card number that is not 16 digits and keeps the invoice open', async () => {
    const { payment, pageUrl } = await startTopUp(t, payer, 30_000);
    const res = await payWith(pageUrl, '4242');
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('role="alert"');
    expect(await paymentRow(t, payment.id)).toMatchObject({ status: 'CREATED', transaction_status: 'CREATED' });
  });

  it('answers the same payment for a repeated idempotency key and refuses a bad amount', async () => {
    const key = randomUUID();
    const a = await startTopUp(t, payer, 15_000, key);
    const b = await startTopUp(t, payer, 15_000, key);
    expect(b.payment.id).toBe(a.payment.id);
    expect(b.pageUrl).toBe(a.pageUrl);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/users/v1/payments/top-ups',
      headers: bearer(payer.token),
      payload: { amountMinor: 5, idempotencyKey: randomUUID() },
    });
    expect(bad.statusCode).toBe(400);
    const other = await student(t);
    const peek = await t.app.inject({ method: 'GET', url: paymentPath(a.payment.id), headers: bearer(other.token) });
    expect(peek.statusCode).toBe(404);
  });

  describe('lesson payment by card', () => {
    async function lesson(tutor: User, learner: User, opts: { free?: boolean; hour?: number } = {}) {
      const at = new Date(t.clock.now());
      const row = await t.db
        .insertInto('lessons')
        .values({
          teacher_id: tutor.id,
          student_id: learner.id,
          subject_code: 'mathematics',
          starts_at: new Date(
            Math.ceil(at.getTime() / 3_600_000) * 3_600_000 + 86_400_000 + (opts.hour ?? 0) * 3_600_000,
          ),
          price_minor: opts.free ? 0 : 40_000,
          currency: 'UAH',
          free_lesson: opts.free ?? false,
          created_by: tutor.id,
          created_at: at,
          updated_at: at,
        })
        .returning(['id', 'starts_at'])
        .executeTakeFirstOrThrow();
      return row;
    }

    async function transition(
      l: { id: string; starts_at: Date },
      tutor: User,
      learner: User,
      to: 'COMPLETED' | 'CANCELED',
      lateCancel = false,
    ) {
      await t.db.updateTable('lessons').set({ status: to }).where('id', '=', l.id).execute();
      await t.db.transaction().execute((trx) =>
        t.app.ctx.events.emit(trx, {
          type: 'lesson.transitioned',
          aggregateType: 'lesson',
          aggregateId: l.id,
          payload: {
            lessonId: l.id,
            teacherId: tutor.id,
            studentId: learner.id,
            from: 'READY_TO_START',
            to,
            action: to === 'COMPLETED' ? 'COMPLETE' : 'CANCEL',
            by: tutor.id,
            priceMinor: 40_000,
            currency: 'UAH',
            freeLesson: false,
            requestId: null,
            startsAt: l.starts_at.toISOString(),
            ...(to === 'CANCELED' ? { lateCancel } : {}),
          },
        }),
      );
      await t.app.ctx.events.drain();
    }

    async function holdCard(l: { id: string }, learner: User) {
      const res = await t.app.inject({
        method: 'POST',
        url: lessonCardPaymentPath(l.id),
        headers: bearer(learner.token),
        payload: { idempotencyKey: randomUUID() },
      });
      expect(res.statusCode, res.body).toBe(201);
      const started = res.json();
      expect((await payWith(started.pageUrl, SANDBOX_CARDS.success)).statusCode).toBe(303);
      await expect.poll(() => status(started.payment.id), { timeout: 10_000 }).toBe('AUTHORIZED');
      return started.payment.id as string;
    }

    it('holds on payment and captures when the lesson completes', async () => {
      const tutor = await teacher(t);
      const learner = await student(t);
      const l = await lesson(tutor, learner);
      const id = await holdCard(l, learner);
      expect(await paymentRow(t, id)).toMatchObject({ payment_type: 'hold', amount_minor: 40_000 });
      expect(await balanceOf(t, learner)).toEqual(expect.objectContaining({ availableMinor: 0, heldMinor: 40_000 }));
      await transition(l, tutor, learner, 'COMPLETED');
      await expect.poll(() => status(id), { timeout: 10_000 }).toBe('CAPTURED');
      await expect.poll(async () => (await balanceOf(t, tutor)).availableMinor, { timeout: 10_000 }).toBe(40_000);
      expect(await balanceOf(t, learner)).toEqual(expect.objectContaining({ availableMinor: 0, heldMinor: 0 }));
      await expectLedgerSound(t);
      expect((await statusEvents(t, id)).map((e) => e.to)).toEqual(['AUTHORIZED', 'CAPTURED']);
      // The tutor is paid by the card's capture, once the acquirer confirmed it, not by the
      // lesson's completion alone, and the earning says so.
      const earnings = await t.db
        .selectFrom('ledger_transactions')
        .select(['method', 'amount_minor'])
        .where('user_id', '=', tutor.id)
        .where('purpose', '=', 'LESSON_EARNING')
        .execute();
      expect(earnings).toEqual([{ method: 'CARD', amount_minor: expect.anything() }]);
      expect(Number(earnings[0]!.amount_minor)).toBe(40_000);
      const captures = await t.db
        .selectFrom('ledger_entries')
        .select('idempotency_key')
        .where('kind', '=', 'CAPTURE')
        .where('idempotency_key', 'like', 'lesson-event:%')
        .execute();
      expect(captures).toEqual([]);
      // A second card payment for the same lesson is refused.
      const again = await t.app.inject({
        method: 'POST',
        url: lessonCardPaymentPath(l.id),
        headers: bearer(learner.token),
        payload: { idempotencyKey: randomUUID() },
      });
      expect(again.statusCode).toBe(409);
      expect(again.json().code).toBe('LESSON_ALREADY_PAID');
    });

    it('releases the hold on a free cancellation and captures on a late one', async () => {
      const tutor = await teacher(t);
      const learner = await student(t);
      const early = await lesson(tutor, learner);
      const earlyId = await holdCard(early, learner);
      await transition(early, tutor, learner, 'CANCELED', false);
      await expect.poll(() => status(earlyId), { timeout: 10_000 }).toBe('CANCELED');
      expect((await paymentRow(t, earlyId)).provider_status).toBe('reversed');
      expect(await balanceOf(t, learner)).toEqual(expect.objectContaining({ availableMinor: 0, heldMinor: 0 }));
      expect((await balanceOf(t, tutor)).availableMinor).toBe(0);

      const late = await lesson(tutor, learner, { hour: 1 });
      const lateId = await holdCard(late, learner);
      await transition(late, tutor, learner, 'CANCELED', true);
      await expect.poll(() => status(lateId), { timeout: 10_000 }).toBe('CAPTURED');
      expect((await balanceOf(t, tutor)).availableMinor).toBe(40_000);
      await expectLedgerSound(t);
    });

    const payFromBalance = (l: { id: string }, learner: User) =>
      t.app.inject({
        method: 'POST',
        url: lessonBalancePaymentPath(l.id),
        headers: bearer(learner.token),
        payload: { idempotencyKey: randomUUID() },
      });
    const lessonState = async (l: { id: string }, who: User) => {
      const res = await t.app.inject({ url: lessonPaymentPath(l.id), headers: bearer(who.token) });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };

    it('refuses a balance payment of a lesson held on the card; nothing moves', async () => {
      const tutor = await teacher(t);
      const learner = await student(t);
      await topUp(t, learner.id, 100_000);
      const l = await lesson(tutor, learner);
      const id = await holdCard(l, learner);
      expect(await lessonState(l, learner)).toMatchObject({
        payment: { id, status: 'AUTHORIZED' },
        hold: { fundedBy: 'CARD', status: 'AUTHORIZED', amountMinor: 40_000 },
      });
      const before = await balanceOf(t, learner);
      const again = await payFromBalance(l, learner);
      expect(again.statusCode, again.body).toBe(409);
      expect(again.json().code).toBe('LESSON_ALREADY_PAID');
      expect(await balanceOf(t, learner)).toEqual(before);
      expect(before).toEqual(expect.objectContaining({ availableMinor: 100_000, heldMinor: 40_000 }));
      // Also when the balance could not have paid it: the answer is that it is paid.
      const poor = await student(t);
      const other = await lesson(tutor, poor, { hour: 2 });
      await holdCard(other, poor);
      expect((await payFromBalance(other, poor)).json().code).toBe('LESSON_ALREADY_PAID');
      await expectLedgerSound(t);
    });

    it('refuses a card payment of a lesson paid from the balance; no invoice is made', async () => {
      const tutor = await teacher(t);
      const learner = await student(t);
      await topUp(t, learner.id, 100_000);
      const l = await lesson(tutor, learner);
      const paid = await payFromBalance(l, learner);
      expect(paid.statusCode, paid.body).toBe(201);
      expect(await lessonState(l, tutor)).toEqual({
        payment: null,
        hold: { fundedBy: 'BALANCE', status: 'AUTHORIZED', amountMinor: 40_000 },
      });
      const invoices = async () =>
        (await t.db.selectFrom('payments').select('id').where('lesson_id', '=', l.id).execute()).length;
      const card = await t.app.inject({
        method: 'POST',
        url: lessonCardPaymentPath(l.id),
        headers: bearer(learner.token),
        payload: { idempotencyKey: randomUUID() },
      });
      expect(card.statusCode, card.body).toBe(409);
      expect(card.json().code).toBe('LESSON_ALREADY_PAID');
      expect(await invoices()).toBe(0);
      expect(await balanceOf(t, learner)).toEqual(expect.objectContaining({ availableMinor: 60_000, heldMinor: 40_000 }));
      await expectLedgerSound(t);
    });

    it('moves no money for a free lesson and hides lessons from others', async () => {
      const tutor = await teacher(t);
      const learner = await student(t);
      const free = await lesson(tutor, learner, { free: true });
      const res = await t.app.inject({
        method: 'POST',
        url: lessonCardPaymentPath(free.id),
        headers: bearer(learner.token),
        payload: { idempotencyKey: randomUUID() },
      });
      expect(res.statusCode).toBe(409);
      const priced = await lesson(tutor, learner, { hour: 1 });
      const stranger = await student(t);
      const peek = await t.app.inject({
        method: 'POST',
        url: lessonCardPaymentPath(priced.id),
        headers: bearer(stranger.token),
        payload: { idempotencyKey: randomUUID() },
      });
      expect(peek.statusCode).toBe(404);
    });
  });
});
