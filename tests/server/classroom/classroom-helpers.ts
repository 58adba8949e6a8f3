import { randomBytes } from 'node:crypto';
import type { LessonStatus } from '../../../src/shared/contracts/lessons';
import type { TestApp } from '../helpers/test-app';
import { bearer, student, teacher, type User } from '../requests/request-helpers';

export { bearer };

const HOUR = 3_600_000;

/** A tab's session id as the room makes it. */
export const sessionId = () => randomBytes(12).toString('base64url');

export interface LessonFixture {
  id: string;
  tutor: User;
  student: User;
  startsAt: Date;
}

/**
 * A lesson between a fresh tutor and student starting `startsInMs` from the test clock, written
 * straight to the table: the lesson flow has its own tests.
 */
export async function lessonFixture(
  t: TestApp,
  options: { startsInMs?: number; status?: LessonStatus } = {},
): Promise<LessonFixture> {
  // Lessons start on whole hours (a table check): the clock moves forward to `startsInMs` before one,
  // then the users sign in, so their tokens are fresh on the moved clock.
  const startsInMs = options.startsInMs ?? 10 * 60_000;
  const startsAt = new Date(Math.ceil((t.clock.now() + startsInMs) / HOUR) * HOUR);
  t.clock.set(startsAt.getTime() - startsInMs);
  const [tutor, pupil] = [await teacher(t), await student(t)];
  const at = new Date(t.clock.now());
  const row = await t.db
    .insertInto('lessons')
    .values({
      teacher_id: tutor.id,
      student_id: pupil.id,
      subject_code: 'mathematics',
      starts_at: startsAt,
      price_minor: 40_000,
      currency: 'UAH',
      status: options.status ?? 'READY_TO_START',
      created_by: tutor.id,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, tutor, student: pupil, startsAt };
}

export function post(t: TestApp, who: User, url: string, payload: object = {}) {
  return t.app.inject({ method: 'POST', url, headers: bearer(who.token), payload });
}
