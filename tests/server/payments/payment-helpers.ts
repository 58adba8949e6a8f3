import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { BALANCE_PATH } from '../../../src/shared/contracts/ledger';
import { PAYMENT_WEBHOOK_PATH, TOP_UPS_PATH, type StartedPayment } from '../../../src/shared/contracts/payments';
import type { TestApp } from '../helpers/test-app';
import { bearer, type User } from '../requests/request-helpers';

export async function startTopUp(
  t: TestApp,
  who: User,
  amountMinor: number,
  key = randomUUID(),
): Promise<StartedPayment> {
  const res = await t.app.inject({
    method: 'POST',
    url: TOP_UPS_PATH,
    headers: bearer(who.token),
    payload: { amountMinor, idempotencyKey: key },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

export function postWebhook(t: TestApp, raw: string, sign: string | undefined) {
  return t.app.inject({
    method: 'POST',
    url: PAYMENT_WEBHOOK_PATH,
    headers: { 'content-type': 'application/json', ...(sign ? { 'x-sign': sign } : {}) },
    payload: raw,
  });
}

export async function paymentRow(t: TestApp, id: string) {
  return t.db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

/** The status changes the payment's events announced (what the ledger posts from). */
export async function statusEvents(t: TestApp, paymentId: string) {
  const rows = await t.db
    .selectFrom('events')
    .select(['payload'])
    .where('type', '=', 'payment.status-changed')
    .where('aggregate_id', '=', paymentId)
    .orderBy('id')
    .execute();
  return rows.map((row) => row.payload as { from: string; to: string; transactionStatus: string });
}

export async function statusChanges(t: TestApp, paymentId: string) {
  return t.db
    .selectFrom('payment_status_changes')
    .selectAll()
    .where('payment_id', '=', paymentId)
    .orderBy('id')
    .execute();
}

/** The user's balance as the settings screen reads it. */
export async function balanceOf(t: TestApp, who: User): Promise<{ availableMinor: number; heldMinor: number }> {
  const res = await t.app.inject({ method: 'GET', url: BALANCE_PATH, headers: bearer(who.token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** The ledger's invariants hold: every entry balances, all accounts sum to 0, caches agree. */
export async function expectLedgerSound(t: TestApp) {
  const audit = await t.app.ledger.audit(t.db);
  expect(audit.unbalancedEntries).toEqual([]);
  expect(audit.totalMinor).toBe(0);
  expect(audit.cacheMismatches).toEqual([]);
  expect(audit.heldMismatchMinor).toBe(0);
}
