import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lessonBalancePaymentPath } from '../../../src/shared/contracts/ledger';
import { lessonPath, type Lesson } from '../../../src/shared/contracts/lessons';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { API, bearer, signInAgain, student, teacher, type User } from '../requests/request-helpers';
import { expectLedgerSound, lesson, topUp } from './ledger-helpers';

const HOUR = 3_600_000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function call(who: User, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) {
  const role = who.email.startsWith('teacher') ? 'ROLE_TEACHER' : 'ROLE_STUDENT';
  const { token } = await signInAgain(t, who, role);
  return t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
}

const balanceOf = (userId: string) => t.app.ledger.balance(t.db, userId);

/** A 400 UAH lesson two days ahead, paid from the student's balance. */
async function paidLesson() {
  const tutor = await teacher(t);
  const s = await student(t);
  await topUp(t, s.id, 40_000);
  const id = await lesson(t, tutor, s, { priceMinor: 40_000, inHours: 48 });
  expect((await call(tutor, 'POST', `${API}/lessons/${id}/approve`)).statusCode).toBe(200);
  const paid = await call(s, 'POST', lessonBalancePaymentPath(id), { idempotencyKey: randomUUID() });
  expect(paid.statusCode, paid.body).toBe(201);
  return { tutor, s, id };
}

describe('a student’s cancel is judged against the start they agreed to', () => {
  it('is free when the tutor moved a paid lesson to three hours ahead: the money goes back', async () => {
    const { tutor, s, id } = await paidLesson();
    const soon = new Date((Math.ceil(t.clock.now() / HOUR) + 3) * HOUR).toISOString();
    const moved = await call(tutor, 'PATCH', lessonPath(id), { startsAt: soon });
    expect(moved.statusCode, moved.body).toBe(200);

    const seen = (await call(s, 'GET', lessonPath(id))).json() as Lesson;
    expect(seen.startsAt).toBe(soon);
    expect(seen.movedFrom).not.toBeNull();
    expect(seen.cancelIsLate).toBe(false);

    const canceled = await call(s, 'POST', `${API}/lessons/${id}/cancel`);
    expect(canceled.statusCode, canceled.body).toBe(200);
    expect((canceled.json() as Lesson).lateCancel).toBe(false);
    await t.app.ctx.events.drain();
    expect(await balanceOf(s.id)).toEqual({ availableMinor: 40_000, heldMinor: 0 });
    expect(await balanceOf(tutor.id)).toEqual({ availableMinor: 0, heldMinor: 0 });
    await expectLedgerSound(t);
  });

  it('is still late three hours before a start nobody moved: the tutor is paid', async () => {
    const tutor = await teacher(t);
    const s = await student(t);
    await topUp(t, s.id, 40_000);
    const id = await lesson(t, tutor, s, { priceMinor: 40_000, inHours: 3 });
    expect((await call(s, 'POST', lessonBalancePaymentPath(id), { idempotencyKey: randomUUID() })).statusCode).toBe(201);
    const seen = (await call(s, 'GET', lessonPath(id))).json() as Lesson;
    expect(seen.movedFrom).toBeNull();
    expect(seen.cancelIsLate).toBe(true);

    const canceled = await call(s, 'POST', `${API}/lessons/${id}/cancel`);
    expect((canceled.json() as Lesson).lateCancel).toBe(true);
    await t.app.ctx.events.drain();
    expect(await balanceOf(s.id)).toEqual({ availableMinor: 0, heldMinor: 0 });
    expect(await balanceOf(tutor.id)).toEqual({ availableMinor: 40_000, heldMinor: 0 });
  });

  it('agrees to a moved start when the student pays after the move', async () => {
    const tutor = await teacher(t);
    const s = await student(t);
    await topUp(t, s.id, 40_000);
    const id = await lesson(t, tutor, s, { priceMinor: 40_000, inHours: 48 });
    const soon = new Date((Math.ceil(t.clock.now() / HOUR) + 3) * HOUR).toISOString();
    expect((await call(tutor, 'PATCH', lessonPath(id), { startsAt: soon })).statusCode).toBe(200);
    expect(((await call(s, 'GET', lessonPath(id))).json() as Lesson).movedFrom).not.toBeNull();
    expect((await call(s, 'POST', lessonBalancePaymentPath(id), { idempotencyKey: randomUUID() })).statusCode).toBe(201);
    const seen = (await call(s, 'GET', lessonPath(id))).json() as Lesson;
    expect(seen.movedFrom).toBeNull();
    expect(seen.cancelIsLate).toBe(true);
  });
});
