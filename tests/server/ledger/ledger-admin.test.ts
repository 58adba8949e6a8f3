import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminAdjustmentsPath,
  adminBalancePath,
  BALANCE_TRANSACTIONS_PATH,
} from '../../../src/shared/contracts/ledger';
import { signInAdmin, type SignedIn } from '../accounts/account-helpers';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { bearer, student, teacher } from '../requests/request-helpers';
import { expectLedgerSound, topUp } from './ledger-helpers';

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t);
});
afterAll(() => t.close());

const adjust = (token: string, userId: string, payload: object) =>
  t.app.inject({ method: 'POST', url: adminAdjustmentsPath(userId), headers: bearer(token), payload });

describe('POST /users/v1/admin/balances/:userId/adjustments', () => {
  it('adjusts with a reason, records who and why, and answers a retry once', async () => {
    const s = await student(t);
    await topUp(t, s.id, 5_000);
    const idempotencyKey = randomUUID();
    const body = { amountMinor: -2_000, reason: 'Chargeback of a card top-up', idempotencyKey };
    const res = await adjust(admin.token, s.id, body);
    expect(res.statusCode, res.body).toBe(201);
    expect((await adjust(admin.token, s.id, body)).statusCode).toBe(201);
    const view = res.json();
    expect(view.balance).toEqual({ availableMinor: 3_000, heldMinor: 0, currency: 'UAH' });
    expect(view.cacheMismatch).toBe(false);
    expect(view.adjustments).toHaveLength(1);
    expect(view.adjustments[0]).toMatchObject({ amountMinor: -2_000, reason: body.reason, adminId: admin.id });
    const again = await t.app.inject({ url: adminBalancePath(s.id), headers: bearer(admin.token) });
    expect(again.json().adjustments).toHaveLength(1);
    const mine = await t.app.inject({
      url: `${BALANCE_TRANSACTIONS_PATH}?purpose=ADJUSTMENT`,
      headers: bearer(s.token),
    });
    expect(mine.json().items).toEqual([
      expect.objectContaining({ direction: 'OUTGOING', amountMinor: 2_000, method: 'ADMIN', reason: body.reason }),
    ]);
    await expectLedgerSound(t);
  });

  it('answers a replayed key with the first status and body, and refuses the key with another body', async () => {
    const s = await student(t);
    await topUp(t, s.id, 5_000);
    const body = { amountMinor: 1_500, reason: 'Goodwill credit', idempotencyKey: randomUUID() };
    const first = await adjust(admin.token, s.id, body);
    expect(first.statusCode, first.body).toBe(201);
    // The balance moves between the first call and its retry: the retry still gets the first answer.
    await topUp(t, s.id, 1_000);
    const replay = await adjust(admin.token, s.id, body);
    expect(replay.statusCode).toBe(first.statusCode);
    expect(replay.body).toBe(first.body);
    const reused = await adjust(admin.token, s.id, { ...body, amountMinor: 9_000 });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await t.app.ledger.balance(t.db, s.id)).toEqual({ availableMinor: 7_500, heldMinor: 0 });
    const view = await t.app.inject({ url: adminBalancePath(s.id), headers: bearer(admin.token) });
    expect(view.json().adjustments).toHaveLength(1);
    await expectLedgerSound(t);
  });

  it('refuses without a reason, a zero amount, for a non-admin, and for an unknown user', async () => {
    const s = await student(t);
    const tutor = await teacher(t);
    expect(
      (await adjust(admin.token, s.id, { amountMinor: 100, reason: '', idempotencyKey: randomUUID() })).statusCode,
    ).toBe(400);
    expect(
      (await adjust(admin.token, s.id, { amountMinor: 0, reason: 'Bonus', idempotencyKey: randomUUID() })).statusCode,
    ).toBe(400);
    expect(
      (await adjust(tutor.token, s.id, { amountMinor: 100, reason: 'Bonus', idempotencyKey: randomUUID() })).statusCode,
    ).toBe(403);
    expect(
      (await adjust(admin.token, randomUUID(), { amountMinor: 100, reason: 'Bonus', idempotencyKey: randomUUID() }))
        .statusCode,
    ).toBe(404);
    expect((await t.app.inject({ url: adminBalancePath(s.id), headers: bearer(s.token) })).statusCode).toBe(403);
    expect(await t.app.ledger.balance(t.db, s.id)).toEqual({ availableMinor: 0, heldMinor: 0 });
  });
});

describe('GET /users/v1/balance/transactions', () => {
  it('pages newest first with a cursor and filters by status', async () => {
    const s = await student(t);
    for (const amount of [1_000, 2_000, 3_000]) {
      t.clock.advance(1000);
      await topUp(t, s.id, amount);
    }
    const first = (
      await t.app.inject({ url: `${BALANCE_TRANSACTIONS_PATH}?limit=2`, headers: bearer(s.token) })
    ).json();
    expect(first.items.map((i: { amountMinor: number }) => i.amountMinor)).toEqual([3_000, 2_000]);
    const next = await t.app.inject({
      url: `${BALANCE_TRANSACTIONS_PATH}?limit=2&before=${first.nextCursor}`,
      headers: bearer(s.token),
    });
    expect(next.json()).toMatchObject({ items: [expect.objectContaining({ amountMinor: 1_000 })], nextCursor: null });
    const failed = await t.app.inject({
      url: `${BALANCE_TRANSACTIONS_PATH}?status=FAILURE,EXPIRED`,
      headers: bearer(s.token),
    });
    expect(failed.json().items).toEqual([]);
    const bad = await t.app.inject({ url: `${BALANCE_TRANSACTIONS_PATH}?status=PAID`, headers: bearer(s.token) });
    expect(bad.statusCode).toBe(400);
  });
});
