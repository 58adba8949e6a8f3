import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { TestApp } from '../helpers/test-app';
import type { User } from '../requests/request-helpers';

const HOUR = 3_600_000;

/** Money on a user's balance, as a card top-up posts it. */
export async function topUp(t: TestApp, userId: string, amountMinor: number) {
  await t.db.transaction().execute((trx) =>
    t.app.ledger.post(trx, {
      idempotencyKey: `test-topup:${randomUUID()}`,
      kind: 'TOP_UP',
      lines: [
        { account: { kind: 'ACQUIRER_CLEARING' }, amountMinor: -amountMinor },
        { account: { kind: 'USER_AVAILABLE', userId }, amountMinor },
      ],
      records: [{ userId, direction: 'INCOMING', amountMinor, method: 'CARD', purpose: 'TOP_UP' }],
    }),
  );
}

/**
 * A lesson between them two days ahead (OFFLINE, so the tutor can finalize it at its start
 * without a meeting), found through a request unless `viaRequest` is false. Written straight to
 * the tables: booking has its own tests.
 */
export async function lesson(
  t: TestApp,
  tutor: User,
  student: User,
  options: { priceMinor?: number; free?: boolean; viaRequest?: boolean; inHours?: number } = {},
): Promise<string> {
  const at = new Date(t.clock.now());
  const request =
    options.viaRequest === false
      ? null
      : await t.db
          .insertInto('lesson_requests')
          .values({
            type: 'STUDENT_DIRECT',
            student_id: student.id,
            teacher_id: tutor.id,
            subject_code: 'mathematics',
            status: 'ACCEPTED',
            created_at: at,
            updated_at: at,
            expires_at: new Date(at.getTime() + 7 * 86_400_000),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
  const startsAt = new Date((Math.ceil(t.clock.now() / HOUR) + (options.inHours ?? 48)) * HOUR);
  const row = await t.db
    .insertInto('lessons')
    .values({
      teacher_id: tutor.id,
      student_id: student.id,
      subject_code: 'mathematics',
      starts_at: startsAt,
      price_minor: options.free ? 0 : (options.priceMinor ?? 40_000),
      currency: 'UAH',
      free_lesson: options.free ?? false,
      type: 'OFFLINE',
      request_id: request?.id ?? null,
      created_by: tutor.id,
      created_at: at,
      updated_at: at,
    })
    .returning(['id'])
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Takes lesson actions through the lessons facade, as their routes do. */
export function lessonActions(t: TestApp) {
  const lessons = t.app.lessons;
  const act = (lessonId: string, userId: string, action: 'APPROVE' | 'CANCEL' | 'FINALIZE_MEETING' | 'COMPLETE') =>
    t.db.transaction().execute((trx) => lessons.transition(trx, { lessonId, action, userId }));
  return {
    act,
    /** Approve, reach the start, finalize, complete: the lesson's whole life in order. */
    async complete(lessonId: string, tutor: User) {
      await act(lessonId, tutor.id, 'APPROVE');
      const row = await t.db
        .selectFrom('lessons')
        .select('starts_at')
        .where('id', '=', lessonId)
        .executeTakeFirstOrThrow();
      if (t.clock.now() < row.starts_at.getTime()) t.clock.set(row.starts_at.getTime() + 60_000);
      await act(lessonId, tutor.id, 'FINALIZE_MEETING');
      await act(lessonId, tutor.id, 'COMPLETE');
      await t.app.ctx.events.drain();
    },
  };
}

export async function expectLedgerSound(t: TestApp) {
  const audit = await t.app.ledger.audit(t.db);
  expect(audit.unbalancedEntries).toEqual([]);
  expect(audit.totalMinor).toBe(0);
  expect(audit.cacheMismatches).toEqual([]);
  expect(audit.heldMismatchMinor).toBe(0);
}
