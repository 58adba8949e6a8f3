import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import {
  hoursAhead,
  linkStudent,
  post,
  saveSchedule,
  sendDirect,
  student,
  teacher,
  type User,
} from './request-helpers';

let t: TestApp;
let tutor: User;
beforeAll(async () => {
  t = await createTestApp();
  tutor = await teacher(t, { skills: ['mathematics'] });
  await saveSchedule(t, tutor);
});
afterAll(async () => t?.close());

const lessonBody = (studentId: string, startsAt: string) => ({
  studentId,
  subject: 'mathematics',
  startsAt,
  currency: 'UAH',
  priceMinor: 40_000,
});

describe('no double booking (database-enforced)', () => {
  it(`20 parallel bookings of one slot: exactly one succeeds, the rest answer TEACHER_BUSY`, async () => {
    const students = await Promise.all(Array.from({ length: 20 }, () => student(t)));
    for (const s of students) await linkStudent(t, tutor, s);
    const [slot] = hoursAhead(t, 5);
    const answers = await Promise.all(students.map((s) => post(t, tutor, '/lessons', lessonBody(s.id, slot!))));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    for (const a of answers.filter((x) => x.statusCode === 409)) expect(a.json().code).toBe('TEACHER_BUSY');
    const rows = await t.db
      .selectFrom('lessons')
      .select('id')
      .where('teacher_id', '=', tutor.id)
      .where('starts_at', '=', new Date(slot!))
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('20 requests for one slot accepted in parallel: one lesson, 19 TEACHER_BUSY, the rest stay ACTIVE', async () => {
    const [slot] = hoursAhead(t, 8);
    const students = await Promise.all(Array.from({ length: 20 }, () => student(t)));
    const requests: string[] = [];
    for (const s of students) {
      const sent = await sendDirect(t, s, tutor.id, [slot!]);
      expect(sent.statusCode, sent.body).toBe(201);
      requests.push(sent.json().id);
    }
    const answers = await Promise.all(
      requests.map((id) => post(t, tutor, `/lesson-requests/${id}/accept`, { startsAt: slot })),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    const busy = answers.filter((a) => a.statusCode === 409);
    expect(busy).toHaveLength(19);
    for (const a of busy) expect(a.json().code).toBe('TEACHER_BUSY');
    const statuses = await t.db.selectFrom('lesson_requests').select('status').where('id', 'in', requests).execute();
    expect(statuses.filter((r) => r.status === 'ACCEPTED')).toHaveLength(1);
    expect(statuses.filter((r) => r.status === 'ACTIVE')).toHaveLength(19);
  });

  it('a cancelled lesson frees its slot; a time off the hour grid is refused', async () => {
    const me = await student(t);
    await linkStudent(t, tutor, me);
    const [slot] = hoursAhead(t, 12);
    const first = await post(t, tutor, '/lessons', lessonBody(me.id, slot!));
    expect(first.statusCode, first.body).toBe(201);
    await t.db.updateTable('lessons').set({ status: 'CANCELED' }).where('id', '=', first.json().id).execute();
    expect((await post(t, tutor, '/lessons', lessonBody(me.id, slot!))).statusCode).toBe(201);
    const offGrid = await post(
      t,
      tutor,
      '/lessons',
      lessonBody(me.id, new Date(Date.parse(slot!) + 15 * 60_000).toISOString()),
    );
    expect(offGrid.json().details.fields).toEqual({ startsAt: 'validation.time-on-grid' });
  });
});
