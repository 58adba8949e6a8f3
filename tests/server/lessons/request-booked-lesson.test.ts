import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import {
  hoursAhead,
  notificationKeys,
  post,
  saveSchedule,
  sendDirect,
  student,
  teacher,
} from '../requests/request-helpers';

/*
 * A lesson booked by accepting a request is a lesson like any other: its creation is
 * the same `lesson.transitioned` event the tutor's "new lesson" writes, so money, live pushes and
 * anything else that follows lessons sees it; the student hears of it once, through the request.
 * The push itself is checked in tests/server/live/live-pushes.test.ts.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

async function transitions(lessonId: string) {
  const rows = await t.db
    .selectFrom('events')
    .select(['payload'])
    .where('type', '=', 'lesson.transitioned')
    .where('aggregate_id', '=', lessonId)
    .orderBy('id')
    .execute();
  return rows.map((r) => (typeof r.payload === 'string' ? JSON.parse(r.payload) : r.payload));
}

describe('a lesson booked from a request', { timeout: 120_000 }, () => {
  it('emits its creation like any lesson and notifies the student once', async () => {
    const tutor = await teacher(t, { skills: ['mathematics'] });
    await saveSchedule(t, tutor);
    const me = await student(t);
    const slots = hoursAhead(t, 30, 31);
    const request = (await sendDirect(t, me, tutor.id, slots)).json();
    const accepted = await post(t, tutor, `/lesson-requests/${request.id}/accept`, { startsAt: slots[0] });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const lesson = accepted.json().lesson;

    expect(await transitions(lesson.id)).toEqual([
      expect.objectContaining({
        lessonId: lesson.id,
        teacherId: tutor.id,
        studentId: me.id,
        from: null,
        to: 'CREATED',
        action: 'CREATE',
        by: tutor.id,
        requestId: request.id,
        priceMinor: lesson.priceMinor,
        startsAt: slots[0],
        bookedFromRequest: true,
      }),
    ]);
    const keys = await notificationKeys(t, me.id);
    expect(keys).toContain('lesson-request-accepted');
    expect(keys).not.toContain('lesson-created');
  });
});
