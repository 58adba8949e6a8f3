import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BALANCE_PATH, lessonBalancePaymentPath } from '../../../src/shared/contracts/ledger';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { bearer, notificationKeys, signInAgain, student, teacher, type User } from '../requests/request-helpers';
import { expectLedgerSound, lesson, lessonActions, topUp } from './ledger-helpers';

let t: TestApp;
let actions: ReturnType<typeof lessonActions>;
beforeAll(async () => {
  t = await createTestApp();
  actions = lessonActions(t);
});
afterAll(() => t.close());

/** A token valid on the test clock now (lessons move the clock past the start). */
const tokenOf = async (who: User) =>
  (await signInAgain(t, who, who.email.startsWith('teacher') ? 'ROLE_TEACHER' : 'ROLE_STUDENT')).token;

async function pay(who: User, lessonId: string, idempotencyKey: string = randomUUID()) {
  return t.app.inject({
    method: 'POST',
    url: lessonBalancePaymentPath(lessonId),
    headers: bearer(await tokenOf(who)),
    payload: { idempotencyKey },
  });
}

const balanceOf = (userId: string) => t.app.ledger.balance(t.db, userId);

async function visible(userId: string) {
  const row = await t.db
    .selectFrom('teacher_profiles')
    .select('search_visible')
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.search_visible;
}

describe('POST /users/v1/payments/lessons/:lessonId/balance', () => {
  it('holds the price, answers a retry with the same hold, and refuses a second payment', async () => {
    const tutor = await teacher(t);
    const s = await student(t);
    await topUp(t, s.id, 100_000);
    const id = await lesson(t, tutor, s, { priceMinor: 40_000 });
    const key = randomUUID();
    const first = await pay(s, id, key);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      lessonId: id,
      amountMinor: 40_000,
      paymentStatus: 'AUTHORIZED',
      balance: { availableMinor: 60_000, heldMinor: 40_000, currency: 'UAH' },
    });
    const retry = await pay(s, id, key);
    expect(retry.statusCode).toBe(201);
    expect(retry.json().holdId).toBe(first.json().holdId);
    const second = await pay(s, id);
    expect(second.statusCode).toBe(409);
    expect(second.json().code).toBe('LESSON_ALREADY_PAID');
    expect(await balanceOf(s.id)).toEqual({ availableMinor: 60_000, heldMinor: 40_000 });
    const mine = await t.app.inject({ url: BALANCE_PATH, headers: bearer(s.token) });
    expect(mine.json()).toEqual({ availableMinor: 60_000, heldMinor: 40_000, currency: 'UAH' });
  });

  it('answers a replayed key with the first status and body, whatever happened since', async () => {
    const tutor = await teacher(t);
    const s = await student(t);
    await topUp(t, s.id, 50_000);
    const id = await lesson(t, tutor, s, { priceMinor: 40_000 });
    const key = randomUUID();
    const first = await pay(s, id, key);
    expect(first.statusCode, first.body).toBe(201);
    // The lesson is cancelled in time (the hold released) and the balance grows before the retry.
    await actions.act(id, s.id, 'CANCEL');
    await t.app.ctx.events.drain();
    await topUp(t, s.id, 5_000);
    const replay = await pay(s, id, key);
    expect(replay.statusCode).toBe(first.statusCode);
    expect(replay.body).toBe(first.body);
    expect(await balanceOf(s.id)).toEqual({ availableMinor: 55_000, heldMinor: 0 });
    const payments = await t.app.ledger.transactions(t.db, s.id, { purpose: ['LESSON_PAYMENT'] });
    expect(payments).toHaveLength(1);
    await expectLedgerSound(t);
  });

  it('refuses without enough money, for a free lesson, for the tutor and for a stranger; nothing moves', async () => {
    const tutor = await teacher(t);
    const s = await student(t);
    const stranger = await student(t);
    await topUp(t, s.id, 1_000);
    const id = await lesson(t, tutor, s, { priceMinor: 40_000 });
    const poor = await pay(s, id);
    expect(poor.statusCode).toBe(409);
    expect(poor.json().code).toBe('INSUFFICIENT_FUNDS');
    expect((await pay(stranger, id)).statusCode).toBe(404);
    expect((await pay(tutor, id)).statusCode).toBe(403);
    const free = await lesson(t, tutor, s, { free: true, inHours: 72 });
    const freePay = await pay(s, free);
    expect(freePay.statusCode).toBe(409);
    expect(freePay.json().code).toBe('LESSON_ACTION_NOT_ALLOWED');
    const bad = await t.app.inject({
      method: 'POST',
      url: lessonBalancePaymentPath(id),
      headers: bearer(s.token),
      payload: { idempotencyKey: 'not-a-uuid' },
    });
    expect(bad.statusCode).toBe(400);
    expect(await balanceOf(s.id)).toEqual({ availableMinor: 1_000, heldMinor: 0 });
    expect(await t.app.ledger.lessonHold(t.db, id)).toBeNull();
  });
});

describe('lesson.transitioned moves the held money', () => {
  it('captures to the tutor at COMPLETED and charges the fee once per pair', async () => {
    const tutor = await teacher(t);
    const s = await student(t);
    await topUp(t, s.id, 100_000);
    await topUp(t, tutor.id, 200_000);
    const first = await lesson(t, tutor, s, { priceMinor: 40_000 });
    expect((await pay(s, first)).statusCode).toBe(201);
    await actions.complete(first, tutor);
    expect(await balanceOf(s.id)).toEqual({ availableMinor: 60_000, heldMinor: 0 });
    // 2000 UAH + 400 UAH earned − 2 × 400 UAH fee.
    expect(await balanceOf(tutor.id)).toEqual({ availableMinor: 160_000, heldMinor: 0 });
    const rows = await t.app.ledger.transactions(t.db, tutor.id);
    expect(rows.map((r) => [r.purpose, r.direction, r.amountMinor, r.status])).toEqual(
      expect.arrayContaining([
        ['LESSON_EARNING', 'INCOMING', 40_000, 'SUCCESS'],
        ['PLATFORM_FEE', 'OUTGOING', 80_000, 'SUCCESS'],
      ]),
    );
    expect(await notificationKeys(t, tutor.id)).toContain('platform-fee-posted');

    const second = await lesson(t, tutor, s, { priceMinor: 40_000 });
    expect((await pay(s, second)).statusCode).toBe(201);
    await actions.complete(second, tutor);
    expect(await balanceOf(tutor.id)).toEqual({ availableMinor: 200_000, heldMinor: 0 });
    expect(await visible(tutor.id)).toBe(true);
    await expectLedgerSound(t);
  });

  it('charges no fee for a pair that did not meet through a request', async () => {
    const tutor = await teacher(t);
    const s = await student(t);
    await topUp(t, s.id, 40_000);
    const id = await lesson(t, tutor, s, { viaRequest: false });
    expect((await pay(s, id)).statusCode).toBe(201);
    await actions.complete(id, tutor);
    expect(await balanceOf(tutor.id)).toEqual({ availableMinor: 40_000, heldMinor: 0 });
  });

  it('releases at a cancellation in time and captures at a late one by the student', async () => {
    const tutor = await teacher(t);
    const s = await student(t);
    await topUp(t, s.id, 80_000);
    const early = await lesson(t, tutor, s, { inHours: 48 });
    expect((await pay(s, early)).statusCode).toBe(201);
    await actions.act(early, s.id, 'CANCEL');
    await t.app.ctx.events.drain();
    expect(await balanceOf(s.id)).toEqual({ availableMinor: 80_000, heldMinor: 0 });
    const [payment] = await t.app.ledger.transactions(t.db, s.id, { purpose: ['LESSON_PAYMENT'] });
    expect(payment).toMatchObject({ status: 'FAILURE', paymentStatus: 'CANCELED' });

    const late = await lesson(t, tutor, s, { inHours: 3 });
    expect((await pay(s, late)).statusCode).toBe(201);
    await actions.act(late, s.id, 'CANCEL');
    await t.app.ctx.events.drain();
    expect(await balanceOf(s.id)).toEqual({ availableMinor: 40_000, heldMinor: 0 });
    // Not completed, so no platform fee: only the late cancellation's price reaches the tutor.
    expect(await balanceOf(tutor.id)).toEqual({ availableMinor: 40_000, heldMinor: 0 });
    await expectLedgerSound(t);
  });

  it('moves no money for a free lesson, then charges the fee at the tutor’s rate', async () => {
    const tutor = await teacher(t);
    const s = await student(t);
    const id = await lesson(t, tutor, s, { free: true });
    await actions.complete(id, tutor);
    expect(await balanceOf(s.id)).toEqual({ availableMinor: 0, heldMinor: 0 });
    // The helper's tutors charge 400 UAH a lesson.
    expect(await balanceOf(tutor.id)).toEqual({ availableMinor: -80_000, heldMinor: 0 });
  });
});

describe('a negative balance hides the tutor from search until it is settled', () => {
  it('hides a visible tutor at the fee, tells them, and shows them again after a top-up', async () => {
    const tutor = await teacher(t, { skills: ['chemistry'] });
    const s = await student(t);
    const search = async () => {
      const res = await t.app.inject({ url: '/users/v1/open/search?subject=chemistry&size=50' });
      const body = res.json<{ total: number; items: Array<{ id: string }> }>();
      return { total: body.total, ids: body.items.map((i) => i.id) };
    };
    const before = await search();
    expect(before.ids).toContain(tutor.id);
    await topUp(t, s.id, 40_000);
    const id = await lesson(t, tutor, s, { priceMinor: 40_000 });
    expect((await pay(s, id)).statusCode).toBe(201);
    await actions.complete(id, tutor);
    await t.app.ctx.events.drain();
    expect(await balanceOf(tutor.id)).toEqual({ availableMinor: -40_000, heldMinor: 0 });
    expect(await visible(tutor.id)).toBe(false);
    const hidden = await search();
    expect(hidden.ids).not.toContain(tutor.id);
    expect(hidden.total).toBe(before.total - 1);
    expect(await notificationKeys(t, tutor.id)).toContain('balance-negative-hidden');
    const turnOn = await t.app.inject({
      method: 'PUT',
      url: '/users/v1/profile/search-visibility',
      headers: bearer(await tokenOf(tutor)),
      payload: { visible: true },
    });
    expect(turnOn.statusCode).toBe(409);
    expect(turnOn.json().code).toBe('NEGATIVE_BALANCE');

    await topUp(t, tutor.id, 30_000);
    await t.app.ctx.events.drain();
    expect(await visible(tutor.id)).toBe(false);
    await topUp(t, tutor.id, 10_000);
    await t.app.ctx.events.drain();
    expect(await visible(tutor.id)).toBe(true);
    const back = await search();
    expect(back.ids).toContain(tutor.id);
    expect(back.total).toBe(before.total);
    expect(await notificationKeys(t, tutor.id)).toContain('balance-settled-visible');
    await expectLedgerSound(t);
  });
});
