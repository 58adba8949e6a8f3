import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { zonedDayHour } from '../../../src/shared/contracts/schedule';
import type { TestApp } from '../helpers/test-app';

export const API = '/users/v1';
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const HOUR = 3_600_000;

export interface User {
  id: string;
  token: string;
  email: string;
}

async function insertUser(t: TestApp, role: 'ROLE_STUDENT' | 'ROLE_TEACHER', phone?: string): Promise<User> {
  const id = randomUUID();
  const email = `${role === 'ROLE_TEACHER' ? 'teacher' : 'student'}-${id.slice(0, 8)}@example.com`;
  await t.db
    .insertInto('users')
    .values({
      id,
      email,
      role,
      first_name: 'Тест',
      last_name: id.slice(0, 6),
      phone_number: phone ?? null,
      registration_step: 'COMPLETE',
    })
    .execute();
  const token = await t.accessTokens.sign({ id, role, email, firstName: 'Тест', lastName: id.slice(0, 6) });
  return { id, token, email };
}

export const student = (t: TestApp) => insertUser(t, 'ROLE_STUDENT');

/** A fresh token for a user, as signing in again gives after the test clock moved past expiry. */
export async function signInAgain(t: TestApp, user: User, role: 'ROLE_STUDENT' | 'ROLE_TEACHER'): Promise<User> {
  return {
    ...user,
    token: await t.accessTokens.sign({ id: user.id, role, email: user.email, firstName: 'Тест', lastName: 'Х' }),
  };
}

/**
 * A verified teacher whose profile has every required field (or not, with `complete: false`), who
 * teaches `skills`. Written straight to the tables: the profile API has its own tests.
 */
export async function teacher(t: TestApp, options: { skills?: string[]; complete?: boolean; verified?: boolean } = {}) {
  const user = await insertUser(t, 'ROLE_TEACHER');
  const complete = options.complete ?? true;
  const avatar = complete
    ? await t.db
        .insertInto('stored_files')
        .values({
          owner_id: user.id,
          kind: 'AVATAR',
          mime_type: 'image/webp',
          byte_size: 10,
          storage_key: `avatars/${user.id}.webp`,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    : null;
  await t.db
    .insertInto('teacher_profiles')
    .values({
      user_id: user.id,
      country_code: 'UA',
      city_code: 'kyiv',
      title: 'Репетитор',
      about: complete ? 'Досвідчений викладач.' : null,
      avatar_file_id: avatar?.id ?? null,
      rate_minor: 40_000,
      lesson_type: 'ONLINE',
      teaching_level: 'ADVANCED',
      working_from: '08:00',
      working_to: '20:00',
      verification_status: options.verified === false ? 'NOT_DONE' : 'DONE',
      search_visible: options.verified !== false,
    })
    .execute();
  const skills = options.skills ?? ['mathematics'];
  if (skills.length > 0)
    await t.db
      .insertInto('teacher_skills')
      .values(skills.map((code) => ({ user_id: user.id, category_code: code })))
      .execute();
  if (complete)
    await t.db
      .insertInto('teacher_languages')
      .values({ user_id: user.id, language_code: 'uk', level: 'native speaker' })
      .execute();
  return user;
}

/** Every hour of every day as a slot, so any future whole hour is bookable. */
export const ALL_WEEK = Array.from({ length: 7 * 24 }, (_, i) => ({
  weekday: (i % 7) + 1,
  hour: Math.floor(i / 7),
  coefficient: 1,
}));

export async function saveSchedule(t: TestApp, who: User, body: Record<string, unknown> = {}) {
  const res = await t.app.inject({
    method: 'PUT',
    url: `${API}/schedule`,
    headers: bearer(who.token),
    payload: { workingFrom: '08:00', workingTo: '20:00', slots: ALL_WEEK, ...body },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** Whole UTC hours `n` hours from the test clock's next hour. */
export function hoursAhead(t: TestApp, ...n: number[]): string[] {
  const base = Math.ceil(t.clock.now() / HOUR) * HOUR;
  return n.map((h) => new Date(base + h * HOUR).toISOString());
}

export function directBody(teacherId: string, slots: string[], extra: Record<string, unknown> = {}) {
  return {
    teacherId,
    slots,
    subject: 'mathematics',
    studentAge: '16-25',
    knowledgeLevel: 'BEGINNER',
    lessonFrequency: 'TWO',
    message: 'Хочу підготуватися до НМТ',
    agreeToRules: true,
    ...extra,
  };
}

export function post(t: TestApp, who: User, url: string, payload?: unknown, language = 'uk') {
  return t.app.inject({
    method: 'POST',
    url: `${API}${url}`,
    headers: { ...bearer(who.token), 'accept-language': language },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

export function get(t: TestApp, who: User, url: string) {
  return t.app.inject({ url: `${API}${url}`, headers: bearer(who.token) });
}

export async function sendDirect(
  t: TestApp,
  who: User,
  teacherId: string,
  slots: string[],
  extra: Record<string, unknown> = {},
) {
  return post(t, who, '/lesson-requests/direct', directBody(teacherId, slots, extra));
}

export async function notificationKeys(t: TestApp, userId: string): Promise<string[]> {
  // Notifications are written by an event handler once the change commits.
  await t.app.ctx.events.drain();
  const rows = await t.db
    .selectFrom('notifications')
    .select('title_key')
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
  return rows.map((row) => row.title_key);
}

/**
 * Links a student to a tutor the way an accepted direct request does (a tutor books
 * lessons only for linked students), written straight to the table: the request flow has its own tests.
 */
export async function linkStudent(t: TestApp, tutor: User, who: User): Promise<void> {
  const at = new Date(t.clock.now());
  await t.db
    .insertInto('lesson_requests')
    .values({
      type: 'STUDENT_DIRECT',
      student_id: who.id,
      teacher_id: tutor.id,
      subject_code: 'mathematics',
      status: 'ACCEPTED',
      created_at: at,
      updated_at: at,
      expires_at: new Date(at.getTime() + 7 * 86_400_000),
    })
    .execute();
}

/** The weekly slot (weekday and hour on a Kyiv tutor's clock, migration 0620) an instant falls on. */
export function kyivSlot(iso: string, coefficient = 1) {
  const local = zonedDayHour('Europe/Kyiv', Date.parse(iso));
  return { weekday: local.weekday, hour: local.hour, coefficient };
}
