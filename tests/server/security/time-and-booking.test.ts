import { readFile } from 'node:fs/promises';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import {
  API,
  bearer,
  post,
  saveSchedule,
  sendDirect,
  signInAgain,
  student,
  teacher,
} from '../requests/request-helpers';

/*
 * Time and booking: weekly hours on the tutor's clock across a daylight-saving
 * change (Kyiv, 29 March 2027), existing UTC rows migrated to it, an expired request that cannot
 * be accepted before the expiry job runs, and no student booked into two lessons at one moment.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // Friday 19 March 2027, 12:00 UTC: ten days before Kyiv moves to summer time.
  t.clock.set(Date.UTC(2027, 2, 19, 12));
});
afterAll(async () => t?.close());

async function freeSlots(teacherId: string, from: string, days: number): Promise<string[]> {
  const res = await t.app.inject({ url: `${API}/open/tutors/${teacherId}/free-slots?from=${from}&days=${days}` });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { slots: { startsAt: string }[] }).slots.map((s) => s.startsAt);
}

describe('weekly hours stay on the tutor’s clock', () => {
  it('Monday 09:00 in Kyiv is 07:00 UTC before 28 March 2027 and 06:00 UTC after it', async () => {
    const tutor = await teacher(t);
    await saveSchedule(t, tutor, { slots: [{ weekday: 1, hour: 9, coefficient: 1 }] });
    expect(await freeSlots(tutor.id, '2027-03-22T00:00:00.000Z', 14)).toEqual([
      '2027-03-22T07:00:00.000Z',
      '2027-03-29T06:00:00.000Z',
    ]);
    // The editor reads back what the tutor ticked: Monday 09:00 on their own clock.
    const read = await t.app.inject({ url: `${API}/schedule`, headers: bearer(tutor.token) });
    expect(read.json()).toMatchObject({ timezone: 'Europe/Kyiv', slots: [{ weekday: 1, hour: 9 }] });
  });

  it('the hour a spring-forward jump skips is not offered; the slot is priced by its local hour', async () => {
    const tutor = await teacher(t);
    // Sunday 28 March 2027: Kyiv clocks jump from 03:00 to 04:00.
    await saveSchedule(t, tutor, {
      slots: [
        { weekday: 7, hour: 3, coefficient: 1 },
        { weekday: 7, hour: 4, coefficient: 1.5 },
      ],
      maxCoefficient: 2,
    });
    const slots = await freeSlots(tutor.id, '2027-03-21T00:00:00.000Z', 8);
    expect(slots).toEqual(['2027-03-21T01:00:00.000Z', '2027-03-21T02:00:00.000Z', '2027-03-28T01:00:00.000Z']);

    // Booked after the change, Sunday 04:00 Kyiv (01:00 UTC) carries the ×1.5 of the 04:00 slot.
    const me = await student(t);
    const request = await sendDirect(t, me, tutor.id, ['2027-03-28T01:00:00.000Z']);
    expect(request.statusCode, request.body).toBe(201);
    const accepted = await post(t, tutor, `/lesson-requests/${request.json().id}/accept`, {
      startsAt: '2027-03-28T01:00:00.000Z',
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().lesson.priceMinor).toBe(60_000);
  });
});

describe('an expired request cannot be accepted', () => {
  it('past expires_at the tutor’s accept answers 409 REQUEST_EXPIRED, though the job has not run', async () => {
    const tutor = await teacher(t);
    await saveSchedule(t, tutor, { slots: [{ weekday: 5, hour: 15, coefficient: 1 }] });
    const me = await student(t);
    // Friday 2 April 2027, 15:00 Kyiv (summer): 12:00 UTC, two weeks ahead.
    const slot = '2027-04-02T12:00:00.000Z';
    const sent = await sendDirect(t, me, tutor.id, [slot]);
    expect(sent.statusCode, sent.body).toBe(201);
    const id = sent.json().id as string;

    t.clock.advance(7 * DAY + 60_000);
    const tutorNow = await signInAgain(t, tutor, 'ROLE_TEACHER');
    const res = await post(t, tutorNow, `/lesson-requests/${id}/accept`, { startsAt: slot });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({ code: 'REQUEST_EXPIRED', message: expect.stringContaining('заявки') });
    const row = await t.db
      .selectFrom('lesson_requests')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('ACTIVE');
    const lessons = await t.db.selectFrom('lessons').select('id').where('request_id', '=', id).execute();
    expect(lessons).toHaveLength(0);
  });
});

describe('a student is never booked into two lessons at one moment', () => {
  it('two tutors accepting the same hour of one student at once: one lesson, the other STUDENT_BUSY', async () => {
    const [a, b] = [await teacher(t), await teacher(t)];
    const me = await student(t);
    const slot = new Date(Math.ceil((t.clock.now() + 3 * DAY) / HOUR) * HOUR).toISOString();
    const ids: string[] = [];
    for (const tutor of [a, b]) {
      await saveSchedule(t, tutor);
      const sent = await sendDirect(t, me, tutor.id, [slot]);
      expect(sent.statusCode, sent.body).toBe(201);
      ids.push(sent.json().id);
    }
    const answers = await Promise.all([
      post(t, a, `/lesson-requests/${ids[0]}/accept`, { startsAt: slot }, 'en'),
      post(t, b, `/lesson-requests/${ids[1]}/accept`, { startsAt: slot }, 'en'),
    ]);
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409]);
    const busy = answers.find((r) => r.statusCode === 409)!;
    expect(busy.json()).toMatchObject({ code: 'STUDENT_BUSY', message: expect.stringContaining('student') });
    const lessons = await t.db
      .selectFrom('lessons')
      .select('id')
      .where('student_id', '=', me.id)
      .where('starts_at', '=', new Date(slot))
      .execute();
    expect(lessons).toHaveLength(1);
  });
});

describe('migration 0620 turns stored UTC slots into the tutor’s own hours', () => {
  it('a slot saved as Monday 07:00 UTC in a winter week becomes Monday 09:00 in Kyiv', async () => {
    const m = await createTestApp();
    try {
      m.clock.set(Date.UTC(2027, 2, 19, 12));
      const tutor = await teacher(m);
      // As 0400 stored it: a UTC week start and UTC weekday/hour (Sunday 23:00 UTC is Monday 01:00 Kyiv).
      await m.db
        .insertInto('teacher_schedules')
        .values({
          teacher_id: tutor.id,
          week_start: new Date(Date.UTC(2027, 2, 15)),
          updated_at: new Date(),
          repeat_next_week: true,
          min_coefficient_pct: 50,
          max_coefficient_pct: 300,
        })
        .execute();
      await m.db
        .insertInto('teacher_schedule_slots')
        .values([
          { teacher_id: tutor.id, weekday: 1, hour: 7, coefficient_pct: 100 },
          { teacher_id: tutor.id, weekday: 7, hour: 23, coefficient_pct: 120 },
        ])
        .execute();
      const text = await readFile(
        new URL('../../../src/server/db/migrations/0620_schedule_local_hours.sql', import.meta.url),
        'utf8',
      );
      await m.db.transaction().execute(async (trx) => {
        await sql.raw(text).execute(trx);
      });
      const rows = await m.db
        .selectFrom('teacher_schedule_slots')
        .select(['weekday', 'hour', 'coefficient_pct'])
        .where('teacher_id', '=', tutor.id)
        .orderBy('weekday')
        .execute();
      expect(rows).toEqual([
        { weekday: 1, hour: 1, coefficient_pct: 120 },
        { weekday: 1, hour: 9, coefficient_pct: 100 },
      ]);
      const week = await m.db
        .selectFrom('teacher_schedules')
        .select('week_start')
        .where('teacher_id', '=', tutor.id)
        .executeTakeFirstOrThrow();
      // Monday 15 March 2027, 00:00 in Kyiv (winter, +02:00).
      expect(week.week_start.toISOString()).toBe('2027-03-14T22:00:00.000Z');
    } finally {
      await m.close();
    }
  });
});
