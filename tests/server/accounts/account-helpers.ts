import { expect } from 'vitest';
import type { TestApp } from '../helpers/test-app';

export const PASSWORD = 'Secret12345';

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The newest code kept in the outbox for a recipient (the default mail and SMS ports). */
export async function outboxCode(t: TestApp, recipient: string): Promise<string> {
  const row = await t.db
    .selectFrom('outbox')
    .select('body')
    .where('recipient', '=', recipient)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  const code = row && /(\d{6})/.exec(row.body)?.[1];
  if (!code) throw new Error(`no code sent to ${recipient}`);
  return code;
}

let counter = 0;
let addressCounter = 1;
/**
 * A client address of its own for each sign-up, so the per-address caps on mail-sending calls
 * (30 a minute) never trip in a file that signs many users up.
 */
export const nextAddress = () => `198.51.${Math.floor(addressCounter / 250)}.${(addressCounter++ % 250) + 1}`;

/** A fresh, valid email for each call, so tests in one file never collide. */
export const uniqueEmail = (prefix = 'user') =>
  `${prefix}${Date.now().toString(36)}${(counter++).toString(36)}@example.com`;

export interface SignedIn {
  id: string;
  email: string;
  token: string;
  refreshToken: string;
}

/** Register → email code (from the outbox) → tokens, as a person would. */
export async function signUp(
  t: TestApp,
  options: { role?: 'ROLE_STUDENT' | 'ROLE_TEACHER'; email?: string; firstName?: string; lastName?: string } = {},
): Promise<SignedIn> {
  const email = options.email ?? uniqueEmail(options.role === 'ROLE_TEACHER' ? 'teacher' : 'student');
  const remoteAddress = nextAddress();
  const register = await t.app.inject({
    method: 'POST',
    url: '/users/v1/open/auth/register',
    remoteAddress,
    payload: {
      email,
      password: PASSWORD,
      firstName: options.firstName ?? 'Олена',
      lastName: options.lastName ?? 'Коваль',
      role: options.role ?? 'ROLE_STUDENT',
    },
  });
  expect(register.statusCode, register.body).toBe(201);
  const confirm = await t.app.inject({
    method: 'POST',
    url: '/users/v1/open/auth/email-code',
    remoteAddress,
    payload: { email, code: await outboxCode(t, email) },
  });
  expect(confirm.statusCode, confirm.body).toBe(200);
  const { token, refreshToken } = confirm.json();
  const profile = await t.app.inject({ url: '/users/v1/profile', headers: bearer(token) });
  return { id: profile.json().id, email, token, refreshToken };
}

/** Creates an administrator directly (no one can register as one) and signs in. */
export async function signInAdmin(t: TestApp): Promise<SignedIn> {
  const { hashPassword } = await import('../../../src/server/auth/passwords');
  const email = uniqueEmail('admin');
  const row = await t.db
    .insertInto('users')
    .values({
      email,
      password_hash: await hashPassword(PASSWORD),
      role: 'ROLE_ADMINISTRATOR',
      first_name: 'Admin',
      last_name: 'Repetytor',
      email_verified: true,
      registration_step: 'COMPLETE',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const login = await t.app.inject({
    method: 'POST',
    url: '/users/v1/open/auth/login',
    payload: { email, password: PASSWORD },
  });
  expect(login.statusCode, login.body).toBe(200);
  return { id: row.id, email, ...login.json() };
}

/** A multipart/form-data body with one file part, as a browser's FormData sends it. */
export function multipart(filename: string, contentType: string, bytes: Buffer, field = 'file') {
  const boundary = `----repetytor${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/**
 * A multipart body whose one part has no file name: a plain field (what busboy makes of a part
 * without one), or, typed application/octet-stream, a file part with no name.
 */
export function namelessPart(kind: 'field' | 'octet-stream', bytes: Buffer = Buffer.from('not a file')) {
  const boundary = `----repetytor${Math.random().toString(16).slice(2)}`;
  const type = kind === 'field' ? 'text/plain' : 'application/octet-stream';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"\r\nContent-Type: ${type}\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A real PNG photo of the given size. */
export async function pngPhoto(width = 800, height = 600): Promise<Buffer> {
  const sharp = (await import('sharp')).default;
  return sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .png()
    .toBuffer();
}

export async function uploadAvatar(t: TestApp, user: SignedIn, bytes?: Buffer) {
  const body = multipart('me.png', 'image/png', bytes ?? (await pngPhoto()));
  return t.app.inject({
    method: 'POST',
    url: '/users/v1/profile/photo',
    headers: { ...bearer(user.token), ...body.headers },
    payload: body.payload,
  });
}

/** Everything a teacher profile requires, for a given avatar. */
export const completeProfile = (avatarId: string) => ({
  firstName: 'Олена',
  lastName: 'Коваль',
  countryCode: 'UA',
  cityCode: 'kyiv',
  title: 'Математика для НМТ',
  about: 'Готую до НМТ з математики вже 8 років.',
  whyMe: 'Пояснюю просто.',
  avatarId,
  skills: ['mathematics', 'nmt-mathematics'],
  languages: [
    { code: 'uk', level: 'native speaker' },
    { code: 'en', level: 'upper-intermediate' },
  ],
  education: [{ institution: 'КНУ імені Тараса Шевченка', degree: 'Магістр', fromYear: 2008, toYear: 2014 }],
  experience: [{ position: 'Вчитель математики', place: 'Ліцей №1', fromYear: 2014, toYear: null }],
  currency: 'UAH',
  rateMinor: 40000,
  lessonType: 'BOTH',
  level: 'ADVANCED',
  workingFrom: '09:00',
  workingTo: '18:00',
  freeFirstLesson: true,
});

/** A teacher with an uploaded avatar and a complete, saved profile. */
export async function teacherWithCompleteProfile(t: TestApp): Promise<SignedIn> {
  const teacher = await signUp(t, { role: 'ROLE_TEACHER' });
  const avatar = await uploadAvatar(t, teacher);
  expect(avatar.statusCode, avatar.body).toBe(201);
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/users/v1/profile/teacher',
    headers: bearer(teacher.token),
    payload: completeProfile(avatar.json().id),
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return teacher;
}
