import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FREE_CANCEL_BEFORE_MS, MISSED_AFTER_MS, type Lesson } from '../../../src/shared/contracts/lessons';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { act, at, call, createLesson, get, HOUR, linkedPair, MIN, post, student, teacher } from './lesson-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function events(lessonId: string) {
  const rows = await t.db
    .selectFrom('events')
    .select(['payload'])
    .where('type', '=', 'lesson.transitioned')
    .where('aggregate_id', '=', lessonId)
    .orderBy('id')
    .execute();
  return rows.map((r) => (typeof r.payload === 'string' ? JSON.parse(r.payload) : r.payload));
}

describe('lesson transitions through the API (docs/lessons/lifecycle.md)', { timeout: 180_000 }, () => {
  it('runs a lesson from creation to completion, each step an event', async () => {
    t.clock.set(Date.now());
    const { tutor, learner } = await linkedPair(t);
    const lesson = await createLesson(t, tutor, learner, 24);
    expect(lesson.allowedActions).toEqual(['APPROVE', 'CANCEL', 'EDIT']);

    // Approving is the tutor's; the student is refused with 403.
    expect((await post(t, learner, `/lessons/${lesson.id}/approve`)).statusCode).toBe(403);
    const approved = await act(t, tutor, lesson.id, 'approve');
    expect(approved.status).toBe('READY_TO_START');
    // Twice is refused with the refusal's message.
    const again = await post(t, tutor, `/lessons/${lesson.id}/approve`, undefined, 'en');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'LESSON_ACTION_NOT_ALLOWED' });
    expect(again.json().message).toMatch(/cannot approve, complete or cancel/);

    // The meeting opens half an hour before the start.
    at(t, lesson, -31 * MIN);
    const early = await post(t, learner, `/lessons/${lesson.id}/meeting/join`, undefined, 'en');
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'MEETING_TOO_EARLY' });
    expect(early.json().message).toMatch(/half an hour/);
    expect((await post(t, tutor, `/lessons/${lesson.id}/meeting/start`)).statusCode).toBe(409);
    at(t, lesson, -30 * MIN);
    expect((await act(t, tutor, lesson.id, 'meeting/start')).meetingStartedAt).not.toBeNull();
    // Each side takes its own meeting action only.
    expect((await post(t, tutor, `/lessons/${lesson.id}/meeting/join`)).statusCode).toBe(403);
    expect((await post(t, learner, `/lessons/${lesson.id}/meeting/start`)).statusCode).toBe(403);
    // The tutor cannot finalize before the student has joined.
    expect((await post(t, tutor, `/lessons/${lesson.id}/meeting/finalize`)).statusCode).toBe(409);
    at(t, lesson, 2 * MIN);
    const joined = await act(t, learner, lesson.id, 'meeting/join');
    expect(joined.studentJoinedAt).not.toBeNull();
    expect(joined.allowedActions).toEqual(['JOIN_MEETING']);
    // Completing before the meeting is over is refused.
    expect((await post(t, tutor, `/lessons/${lesson.id}/complete`)).statusCode).toBe(409);
    at(t, lesson, 50 * MIN);
    expect((await act(t, tutor, lesson.id, 'meeting/finalize')).status).toBe('MEETING_COMPLETED');
    expect((await post(t, learner, `/lessons/${lesson.id}/complete`)).statusCode).toBe(403);
    const done = await act(t, tutor, lesson.id, 'complete');
    expect(done.status).toBe('COMPLETED');
    expect(done.allowedActions).toEqual(['ADD_REVIEW']);
    // Final: nothing moves it any more.
    for (const path of ['cancel', 'approve', 'complete', 'meeting/start', 'meeting/finalize'])
      expect((await post(t, tutor, `/lessons/${lesson.id}/${path}`)).statusCode).toBe(409);

    const log = await events(lesson.id);
    expect(log.map((e) => [e.action, e.from, e.to])).toEqual([
      ['CREATE', null, 'CREATED'],
      ['APPROVE', 'CREATED', 'READY_TO_START'],
      ['START_MEETING', 'READY_TO_START', 'READY_TO_START'],
      ['JOIN_MEETING', 'READY_TO_START', 'READY_TO_START'],
      ['FINALIZE_MEETING', 'READY_TO_START', 'MEETING_COMPLETED'],
      ['COMPLETE', 'MEETING_COMPLETED', 'COMPLETED'],
    ]);
    expect(log[1]).toMatchObject({
      lessonId: lesson.id,
      teacherId: tutor.id,
      studentId: learner.id,
      by: tutor.id,
      priceMinor: 50_000,
      currency: 'UAH',
      freeLesson: false,
      startsAt: lesson.startsAt,
    });
  });

  it('cancels free of charge until 12 hours before, late after, and refuses after the start', async () => {
    t.clock.set(Date.now());
    const { tutor, learner } = await linkedPair(t);
    const free = await createLesson(t, tutor, learner, 48);
    at(t, free, -FREE_CANCEL_BEFORE_MS - MIN);
    expect((await act(t, learner, free.id, 'cancel')).status).toBe('CANCELED');
    expect((await events(free.id)).at(-1)).toMatchObject({ action: 'CANCEL', lateCancel: false, by: learner.id });

    t.clock.set(Date.now());
    const late = await createLesson(t, tutor, learner, 72);
    at(t, late, -FREE_CANCEL_BEFORE_MS + MIN);
    const lateLesson = await get(t, learner, `/lessons/${late.id}`);
    expect((lateLesson.json() as Lesson).cancelIsLate).toBe(true);
    const canceled = await act(t, learner, late.id, 'cancel');
    expect(canceled.lateCancel).toBe(true);
    expect((await events(late.id)).at(-1)).toMatchObject({ action: 'CANCEL', lateCancel: true });

    // The tutor cancelling late never costs the student.
    t.clock.set(Date.now());
    const byTutor = await createLesson(t, tutor, learner, 96);
    at(t, byTutor, -HOUR);
    await act(t, tutor, byTutor.id, 'cancel');
    expect((await events(byTutor.id)).at(-1)).toMatchObject({ lateCancel: false, by: tutor.id });

    t.clock.set(Date.now());
    const started = await createLesson(t, tutor, learner, 120);
    at(t, started, 5 * MIN);
    const refused = await post(t, learner, `/lessons/${started.id}/cancel`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'LESSON_ACTION_NOT_ALLOWED' });
    // Approving after the start is refused too.
    expect((await post(t, tutor, `/lessons/${started.id}/approve`)).statusCode).toBe(409);
  });

  it('treats a meeting the student never joined as missed: free cancel and a one-click move', async () => {
    t.clock.set(Date.now());
    const { tutor, learner } = await linkedPair(t);
    const lesson = await createLesson(t, tutor, learner, 30);
    await act(t, tutor, lesson.id, 'approve');
    at(t, lesson, 0);
    await act(t, tutor, lesson.id, 'meeting/start');
    at(t, lesson, MISSED_AFTER_MS);
    const seen = (await get(t, tutor, `/lessons/${lesson.id}`)).json() as Lesson;
    expect(seen.missed).toBe(true);
    // No charge can follow: the tutor cannot finalize a meeting the student never joined.
    expect((await post(t, tutor, `/lessons/${lesson.id}/meeting/finalize`)).statusCode).toBe(409);
    // The student asks for a move; the tutor moves it with one click to the same time next week.
    const asked = await post(t, learner, `/lessons/${lesson.id}/reschedule`, {});
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().requested).toBe(true);
    const moved = await post(t, tutor, `/lessons/${lesson.id}/reschedule`, {});
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().lesson.startsAt).toBe(new Date(Date.parse(lesson.startsAt) + 7 * 24 * HOUR).toISOString());
    expect(moved.json().lesson.status).toBe('READY_TO_START');

    // A missed lesson cancelled by the student is never late.
    t.clock.set(Date.now());
    const other = await createLesson(t, tutor, learner, 40);
    at(t, other, MISSED_AFTER_MS);
    await act(t, learner, other.id, 'cancel');
    expect((await events(other.id)).at(-1)).toMatchObject({ action: 'CANCEL', lateCancel: false });
  });

  it('edits a lesson before its start only, and keeps the tutor free of double booking', async () => {
    t.clock.set(Date.now());
    const { tutor, learner } = await linkedPair(t);
    const a = await createLesson(t, tutor, learner, 50);
    const b = await createLesson(t, tutor, learner, 51);
    const patch = (who: typeof tutor, id: string, payload: object) => call(t, who, 'PATCH', `/lessons/${id}`, payload);
    const edited = await patch(tutor, a.id, { title: 'Квадратні рівняння', type: 'OFFLINE' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ title: 'Квадратні рівняння', type: 'OFFLINE' });
    expect((await patch(learner, a.id, { title: 'x' })).statusCode).toBe(403);
    expect((await patch(tutor, a.id, { startsAt: b.startsAt })).json()).toMatchObject({ code: 'TEACHER_BUSY' });
    expect((await patch(tutor, a.id, { startsAt: '2020-01-01T10:00:00Z' })).statusCode).toBe(400);
    at(t, a, MIN);
    expect((await patch(tutor, a.id, { title: 'Пізно' })).statusCode).toBe(409);
  });

  it('hides a lesson and its actions from everyone but its two participants', async () => {
    t.clock.set(Date.now());
    const { tutor, learner } = await linkedPair(t);
    const lesson = await createLesson(t, tutor, learner, 60);
    const strangerStudent = await student(t);
    const strangerTutor = await teacher(t);
    const unverified = await teacher(t, { verified: false });
    for (const who of [strangerStudent, strangerTutor, unverified]) {
      expect((await get(t, who, `/lessons/${lesson.id}`)).statusCode).toBe(404);
      for (const path of [
        'approve',
        'cancel',
        'complete',
        'meeting/start',
        'meeting/join',
        'meeting/finalize',
        'reschedule',
      ])
        expect(
          (await post(t, who, `/lessons/${lesson.id}/${path}`, path === 'reschedule' ? {} : undefined)).statusCode,
        ).toBe(404);
    }
    // An unverified tutor creates no lessons (403).
    const res = await post(t, unverified, '/lessons', {
      studentId: learner.id,
      subject: 'mathematics',
      startsAt: lesson.startsAt,
      currency: 'UAH',
      priceMinor: 100,
    });
    expect(res.statusCode).toBe(403);
    expect(await events(lesson.id)).toHaveLength(1);
  });

  it('notifies the other side of each transition and pushes the change to both', async () => {
    t.clock.set(Date.now());
    const { tutor, learner } = await linkedPair(t);
    const lesson = await createLesson(t, tutor, learner, 70);
    await act(t, tutor, lesson.id, 'approve');
    await act(t, learner, lesson.id, 'cancel');
    await t.app.ctx.events.drain();
    const keys = async (userId: string) =>
      (
        await t.db
          .selectFrom('notifications')
          .select(['title_key'])
          .where('user_id', '=', userId)
          .orderBy('created_at')
          .execute()
      ).map((r) => r.title_key);
    // The notification is written by a second handler (notification.requested): drain until it is.
    const drained = async (userId: string) => {
      await t.app.ctx.events.drain();
      return keys(userId);
    };
    await expect.poll(() => drained(learner.id), { timeout: 30_000 }).toEqual(['lesson-created', 'lesson-approved']);
    await expect.poll(() => drained(tutor.id), { timeout: 30_000 }).toEqual(['lesson-cancelled']);
  });
});
