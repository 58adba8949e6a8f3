import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LedgerFacade } from '../../../src/server/modules/ledger/ledger.module';
import { balanceMinorOf } from '../../../src/server/modules/balance/balance.module';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { student } from '../requests/request-helpers';

let t: TestApp;
let ledger: LedgerFacade;
beforeAll(async () => {
  t = await createTestApp();
  ledger = t.app.ledger;
});
afterAll(() => t.close());

let keys = 0;
const key = (what: string) => `test:${what}:${Date.now()}:${++keys}`;
/** Each write a second after the last, so "newest first" has one answer. */
const inTrx = <T>(fn: (trx: TestApp['db']) => Promise<T>) => {
  t.clock.advance(1000);
  return t.db.transaction().execute(fn);
};

function topUp(userId: string, amountMinor: number, idempotencyKey = key('topup')) {
  return inTrx((trx) =>
    ledger.post(trx, {
      idempotencyKey,
      kind: 'TOP_UP',
      lines: [
        { account: { kind: 'ACQUIRER_CLEARING' }, amountMinor: -amountMinor },
        { account: { kind: 'USER_AVAILABLE', userId }, amountMinor },
      ],
      records: [{ userId, direction: 'INCOMING', amountMinor, method: 'CARD', purpose: 'TOP_UP' }],
    }),
  );
}

async function expectSound() {
  const audit = await ledger.audit(t.db);
  expect(audit.unbalancedEntries).toEqual([]);
  expect(audit.totalMinor).toBe(0);
  expect(audit.cacheMismatches).toEqual([]);
  expect(audit.heldMismatchMinor).toBe(0);
}

describe('ledger postings', () => {
  it('posts a balanced entry; the balance is the sum of the user’s lines', async () => {
    const s = await student(t);
    expect(await balanceMinorOf(t.db, s.id)).toBe(0);
    await topUp(s.id, 50_000);
    await topUp(s.id, 12_345);
    expect(await balanceMinorOf(t.db, s.id)).toBe(62_345);
    expect(await ledger.balance(t.db, s.id)).toEqual({ availableMinor: 62_345, heldMinor: 0 });
    const rows = await ledger.transactions(t.db, s.id);
    expect(rows.map((r) => [r.direction, r.amountMinor, r.status, r.purpose])).toEqual([
      ['INCOMING', 12_345, 'SUCCESS', 'TOP_UP'],
      ['INCOMING', 50_000, 'SUCCESS', 'TOP_UP'],
    ]);
    await expectSound();
  });

  it('answers the first result again for the same key and body, and moves nothing', async () => {
    const s = await student(t);
    const k = key('same');
    const first = await topUp(s.id, 10_000, k);
    const again = await topUp(s.id, 10_000, k);
    expect(first.replayed).toBe(false);
    expect(again).toEqual({ entryId: first.entryId, replayed: true });
    expect(await balanceMinorOf(t.db, s.id)).toBe(10_000);
    expect(await ledger.transactions(t.db, s.id)).toHaveLength(1);
  });

  it('refuses the same key with another body with IDEMPOTENCY_KEY_REUSED', async () => {
    const s = await student(t);
    const k = key('other');
    await topUp(s.id, 10_000, k);
    await expect(topUp(s.id, 10_001, k)).rejects.toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    expect(await balanceMinorOf(t.db, s.id)).toBe(10_000);
  });

  it('refuses lines that do not sum to zero or are not whole kopiykas, writing nothing', async () => {
    const s = await student(t);
    const post = (lines: Array<[number, 'USER_AVAILABLE' | 'ACQUIRER_CLEARING']>) =>
      inTrx((trx) =>
        ledger.post(trx, {
          idempotencyKey: key('bad'),
          kind: 'TOP_UP',
          lines: lines.map(([amountMinor, kind]) => ({
            account: kind === 'USER_AVAILABLE' ? { kind, userId: s.id } : { kind },
            amountMinor,
          })),
        }),
      );
    await expect(
      post([
        [100, 'USER_AVAILABLE'],
        [-99, 'ACQUIRER_CLEARING'],
      ]),
    ).rejects.toThrow('sum to 0');
    await expect(
      post([
        [0.5, 'USER_AVAILABLE'],
        [-0.5, 'ACQUIRER_CLEARING'],
      ]),
    ).rejects.toThrow('integer');
    await expect(post([[100, 'USER_AVAILABLE']])).rejects.toThrow('two lines');
    expect(await balanceMinorOf(t.db, s.id)).toBe(0);
  });

  it('refuses to take a balance below zero unless the posting allows an overdraft', async () => {
    const s = await student(t);
    await topUp(s.id, 1_000);
    const fee = (allowOverdraft: boolean) =>
      inTrx((trx) =>
        ledger.post(trx, {
          idempotencyKey: key('fee'),
          kind: 'PLATFORM_FEE',
          allowOverdraft,
          lines: [
            { account: { kind: 'USER_AVAILABLE', userId: s.id }, amountMinor: -5_000 },
            { account: { kind: 'PLATFORM_REVENUE' }, amountMinor: 5_000 },
          ],
        }),
      );
    await expect(fee(false)).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    expect(await balanceMinorOf(t.db, s.id)).toBe(1_000);
    await fee(true);
    expect(await balanceMinorOf(t.db, s.id)).toBe(-4_000);
    await expectSound();
  });

  it('settles an opened card row once; final rows never change again', async () => {
    const s = await student(t);
    const ref = `inv-${key('ref')}`;
    const opened = await inTrx((trx) =>
      ledger.openTransaction(trx, {
        userId: s.id,
        direction: 'INCOMING',
        amountMinor: 7_000,
        method: 'CARD',
        purpose: 'TOP_UP',
        status: 'CREATED',
        paymentStatus: 'CREATED',
        externalRef: ref,
      }),
    );
    const reopened = await inTrx((trx) =>
      ledger.openTransaction(trx, {
        userId: s.id,
        direction: 'INCOMING',
        amountMinor: 7_000,
        method: 'CARD',
        purpose: 'TOP_UP',
        status: 'CREATED',
        externalRef: ref,
      }),
    );
    expect(reopened.id).toBe(opened.id);
    expect(
      await inTrx((trx) => ledger.setTransactionStatus(trx, { transactionId: opened.id, status: 'PROCESSING' })),
    ).toEqual({ changed: true, status: 'PROCESSING' });
    await inTrx((trx) =>
      ledger.post(trx, {
        idempotencyKey: `topup:${ref}`,
        kind: 'TOP_UP',
        lines: [
          { account: { kind: 'ACQUIRER_CLEARING' }, amountMinor: -7_000 },
          { account: { kind: 'USER_AVAILABLE', userId: s.id }, amountMinor: 7_000 },
        ],
        settles: [opened.id],
      }),
    );
    expect(
      await inTrx((trx) => ledger.setTransactionStatus(trx, { transactionId: opened.id, status: 'FAILURE' })),
    ).toEqual({ changed: false, status: 'SUCCESS' });
    const row = await ledger.transactionByExternalRef(t.db, ref);
    expect(row).toMatchObject({ status: 'SUCCESS', paymentStatus: 'CAPTURED', amountMinor: 7_000 });
    expect(row!.entryId).not.toBeNull();
    expect(await balanceMinorOf(t.db, s.id)).toBe(7_000);
  });

  it('filters a user’s transactions by status, direction and purpose', async () => {
    const s = await student(t);
    await topUp(s.id, 3_000);
    await inTrx((trx) =>
      ledger.openTransaction(trx, {
        userId: s.id,
        direction: 'INCOMING',
        amountMinor: 9_000,
        method: 'CARD',
        purpose: 'TOP_UP',
        status: 'CREATED',
      }),
    );
    expect((await ledger.transactions(t.db, s.id, { status: ['CREATED'] })).map((r) => r.amountMinor)).toEqual([9_000]);
    expect(await ledger.transactions(t.db, s.id, { direction: 'OUTGOING' })).toEqual([]);
    expect(await ledger.transactions(t.db, s.id, { purpose: ['TOP_UP'] })).toHaveLength(2);
    const [newest] = await ledger.transactions(t.db, s.id, { limit: 1 });
    const next = await ledger.transactions(t.db, s.id, { before: { createdAt: newest!.createdAt, id: newest!.id } });
    expect(next).toHaveLength(1);
    expect(next[0]!.id).not.toBe(newest!.id);
  });
});

describe('ledger holds', () => {
  it('places, captures to the tutor, and refuses a second settlement', async () => {
    const s = await student(t);
    const tutor = await student(t);
    await topUp(s.id, 40_000);
    const hold = await inTrx((trx) =>
      ledger.placeHold(trx, { idempotencyKey: key('h'), userId: s.id, amountMinor: 30_000 }),
    );
    expect(await ledger.balance(t.db, s.id)).toEqual({ availableMinor: 10_000, heldMinor: 30_000 });
    const captureKey = key('c');
    const capture = () =>
      inTrx((trx) =>
        ledger.captureHold(trx, {
          idempotencyKey: captureKey,
          holdId: hold.holdId,
          to: [{ account: { kind: 'USER_AVAILABLE', userId: tutor.id }, amountMinor: 30_000 }],
          records: [
            {
              userId: tutor.id,
              direction: 'INCOMING',
              amountMinor: 30_000,
              method: 'BALANCE',
              purpose: 'LESSON_EARNING',
            },
          ],
        }),
      );
    const first = await capture();
    expect(await capture()).toEqual({ ...first, replayed: true });
    await expect(
      inTrx((trx) => ledger.releaseHold(trx, { idempotencyKey: key('r'), holdId: hold.holdId })),
    ).rejects.toMatchObject({ code: 'HOLD_SETTLED' });
    expect(await ledger.balance(t.db, s.id)).toEqual({ availableMinor: 10_000, heldMinor: 0 });
    expect(await balanceMinorOf(t.db, tutor.id)).toBe(30_000);
    const [payment] = await ledger.transactions(t.db, s.id, { purpose: ['LESSON_PAYMENT'] });
    expect(payment).toMatchObject({ status: 'SUCCESS', paymentStatus: 'CAPTURED', direction: 'OUTGOING' });
    await expectSound();
  });

  it('releases a hold back to the balance; the payment row ends canceled', async () => {
    const s = await student(t);
    await topUp(s.id, 5_000);
    const hold = await inTrx((trx) =>
      ledger.placeHold(trx, { idempotencyKey: key('h'), userId: s.id, amountMinor: 5_000 }),
    );
    const k = key('r');
    await inTrx((trx) => ledger.releaseHold(trx, { idempotencyKey: k, holdId: hold.holdId }));
    const again = await inTrx((trx) => ledger.releaseHold(trx, { idempotencyKey: k, holdId: hold.holdId }));
    expect(again.replayed).toBe(true);
    expect(await ledger.balance(t.db, s.id)).toEqual({ availableMinor: 5_000, heldMinor: 0 });
    const [payment] = await ledger.transactions(t.db, s.id, { purpose: ['LESSON_PAYMENT'] });
    expect(payment).toMatchObject({ status: 'FAILURE', paymentStatus: 'CANCELED' });
    await expectSound();
  });

  it('refuses a hold larger than the balance with INSUFFICIENT_FUNDS', async () => {
    const s = await student(t);
    await topUp(s.id, 100);
    await expect(
      inTrx((trx) => ledger.placeHold(trx, { idempotencyKey: key('h'), userId: s.id, amountMinor: 101 })),
    ).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    expect(await ledger.balance(t.db, s.id)).toEqual({ availableMinor: 100, heldMinor: 0 });
  });
});

describe('ledger reversals', () => {
  it('corrects only by a reversing entry, once per entry', async () => {
    const s = await student(t);
    const posted = await topUp(s.id, 8_000);
    await inTrx((trx) =>
      ledger.reverse(trx, { idempotencyKey: key('rev'), entryId: posted.entryId, reason: 'duplicate' }),
    );
    expect(await balanceMinorOf(t.db, s.id)).toBe(0);
    await expect(
      inTrx((trx) => ledger.reverse(trx, { idempotencyKey: key('rev'), entryId: posted.entryId, reason: 'again' })),
    ).rejects.toMatchObject({ code: 'ENTRY_ALREADY_REVERSED' });
    const rows = await ledger.transactions(t.db, s.id);
    expect(rows.map((r) => [r.direction, r.purpose, r.reason])).toEqual([
      ['OUTGOING', 'ADJUSTMENT', 'duplicate'],
      ['INCOMING', 'TOP_UP', ''],
    ]);
    await expectSound();
  });
});
