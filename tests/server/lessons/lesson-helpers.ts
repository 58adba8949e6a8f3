import { expect } from 'vitest';
import type { Lesson } from '../../../src/shared/contracts/lessons';
import type { TestApp } from '../helpers/test-app';
import {
  API,
  bearer,
  hoursAhead,
  student as newStudent,
  teacher as newTeacher,
  type User,
} from '../requests/request-helpers';

export { API, bearer, type User };

/** Users with their role, so each call signs a token valid at the test clock's time. */
const roles = new Map<string, 'ROLE_STUDENT' | 'ROLE_TEACHER'>();

export async function student(t: TestApp): Promise<User> {
  const u = await newStudent(t);
  roles.set(u.id, 'ROLE_STUDENT');
  return u;
}

export async function teacher(t: TestApp, options?: Parameters<typeof newTeacher>[1]): Promise<User> {
  const u = await newTeacher(t, options);
  roles.set(u.id, 'ROLE_TEACHER');
  return u;
}

async function freshToken(t: TestApp, who: User): Promise<string> {
  return t.accessTokens.sign({
    id: who.id,
    role: roles.get(who.id) ?? 'ROLE_STUDENT',
    email: who.email,
    firstName: 'Тест',
    lastName: 'Х',
  });
}

export async function call(
  t: TestApp,
  who: User,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: unknown,
  language = 'uk',
) {
  return t.app.inject({
    method,
    url: `${API}${url}`,
    headers: { ...bearer(await freshToken(t, who)), 'accept-language': language },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

export const post = (t: TestApp, who: User, url: string, payload?: unknown, language = 'uk') =>
  call(t, who, 'POST', url, payload, language);
export const get = (t: TestApp, who: User, url: string, language = 'uk') =>
  call(t, who, 'GET', url, undefined, language);
export const HOUR = 3_600_000;
export const MIN = 60_000;

/**
 * A tutor and a student linked by a lesson the tutor created `hours` whole hours ahead (the
 * first lesson links them: tests seed the link with a lesson row, as a request acceptance would).
 */
export async function linkedPair(t: TestApp): Promise<{ tutor: User; learner: User }> {
  const tutor = await teacher(t);
  const learner = await student(t);
  // An accepted direct request links them, written straight to the table.
  await t.db
    .insertInto('lesson_requests')
    .values({
      type: 'STUDENT_DIRECT',
      student_id: learner.id,
      teacher_id: tutor.id,
      subject_code: 'mathematics',
      status: 'ACCEPTED',
      created_at: new Date(t.clock.now()),
      updated_at: new Date(t.clock.now()),
      expires_at: new Date(t.clock.now() + 7 * 24 * HOUR),
    })
    .execute();
  return { tutor, learner };
}

export async function createLesson(
  t: TestApp,
  tutor: User,
  learner: User,
  hoursFromNow = 24,
  extra: Record<string, unknown> = {},
): Promise<Lesson> {
  const [startsAt] = hoursAhead(t, hoursFromNow);
  const res = await post(t, tutor, '/lessons', {
    studentId: learner.id,
    subject: 'mathematics',
    startsAt,
    currency: 'UAH',
    priceMinor: 50_000,
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Lesson;
}

export async function act(t: TestApp, who: User, lessonId: string, path: string, expected = 200): Promise<Lesson> {
  const res = await post(t, who, `/lessons/${lessonId}/${path}`);
  expect(res.statusCode, `${path}: ${res.body}`).toBe(expected);
  return res.json() as Lesson;
}

/** Sets the test clock `ms` from the lesson's start. */
export function at(t: TestApp, lesson: Pick<Lesson, 'startsAt'>, ms: number): void {
  t.clock.set(Date.parse(lesson.startsAt) + ms);
}

/** A lesson taken through approve, meeting and completion, the clock left after it. */
export async function completedLesson(t: TestApp, tutor: User, learner: User, hoursFromNow = 24): Promise<Lesson> {
  t.clock.set(Date.now());
  const lesson = await createLesson(t, tutor, learner, hoursFromNow);
  await act(t, tutor, lesson.id, 'approve');
  at(t, lesson, 0);
  await act(t, tutor, lesson.id, 'meeting/start');
  await act(t, learner, lesson.id, 'meeting/join');
  at(t, lesson, 50 * MIN);
  await act(t, tutor, lesson.id, 'meeting/finalize');
  return act(t, tutor, lesson.id, 'complete');
}
