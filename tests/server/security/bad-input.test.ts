import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalFileStorage } from '../../../src/server/integrations/storage/local-file-storage';
import { createTestApp, type TestApp } from '../helpers/test-app';
import {
  bearer,
  multipart,
  namelessPart,
  pngPhoto,
  signUp,
  teacherWithCompleteProfile,
  type SignedIn,
} from '../accounts/account-helpers';
import { directBody, hoursAhead, post, saveSchedule, student, teacher, type User } from '../requests/request-helpers';

/*
 * Bad input (OWASP API8:2023 security misconfiguration / bad input): PostgreSQL cannot store
 * U+0000 in text, so a NUL that reached a query failed the statement and answered 500. Every text
 * field of every contract is `text()` (src/shared/validation/text.ts): the NUL is a 400 naming the
 * field, and nothing is written. Each case is sent twice: with the NUL (400) and without it (2xx),
 * which shows the payload is otherwise valid, so it is the NUL alone that is refused.
 */
const NUL = '\u0000';
const KEY = 'validation.text-character-invalid';

let t: TestApp;
let alice: User;
let tutor: User;
let profileTeacher: SignedIn;
let address = 1;
const nextAddress = () => `203.0.113.${address++}`;
let filesDir: string;
/** Runs while a file is being stored, before its bytes are written: a test's way in between. */
let whilePutting: (() => Promise<void>) | null = null;

beforeAll(async () => {
  filesDir = await mkdtemp(path.join(tmpdir(), 'repetytor-bad-input-'));
  const disk = createLocalFileStorage(filesDir);
  t = await createTestApp({
    deps: {
      storage: {
        ...disk,
        async put(key, data) {
          await whilePutting?.();
          return disk.put(key, data);
        },
      },
    },
  });
  alice = await student(t);
  tutor = await teacher(t, { skills: ['mathematics'] });
  await saveSchedule(t, tutor);
  profileTeacher = await teacherWithCompleteProfile(t);
});
afterAll(async () => {
  await t?.close();
  if (filesDir) await rm(filesDir, { recursive: true, force: true });
});

function open(method: 'GET' | 'POST', url: string, payload?: object) {
  return t.app.inject({
    method,
    url: `/users/v1/open${url}`,
    remoteAddress: nextAddress(),
    ...(payload ? { payload } : {}),
  });
}

function expectRefused(res: { statusCode: number; body: string; json(): any }, field: string) {
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json().code).toBe('VALIDATION_FAILED');
  expect(res.json().details.fields[field]).toBe(KEY);
}

async function countRows(table: 'feedbacks' | 'trial_requests' | 'exception_reports' | 'lesson_requests') {
  const row = await t.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('a NUL byte in a text field is a 400 naming the field, never a 500', () => {
  it('public forms: feedback, trial request, exception report, FAQ search', async () => {
    const feedback = { kind: 'GENERAL', email: 'reader@example.com', comment: 'Гарний сайт', rating: 5 };
    const before = await countRows('feedbacks');
    expectRefused(await open('POST', '/feedbacks', { ...feedback, comment: `Гарний${NUL}сайт` }), 'comment');
    expect(await countRows('feedbacks')).toBe(before);
    expect((await open('POST', '/feedbacks', feedback)).statusCode).toBe(201);

    const trial = {
      name: 'Олена',
      phone: '671234567',
      subject: 'mathematics',
      preferredTime: 'morning',
      consent: true,
    };
    expectRefused(await open('POST', '/trial-requests', { ...trial, name: `Оле${NUL}на` }), 'name');
    expectRefused(await open('POST', '/trial-requests', { ...trial, comment: `після${NUL}обіду` }), 'comment');
    expect(await countRows('trial_requests')).toBe(0);
    expect((await open('POST', '/trial-requests', trial)).statusCode).toBe(201);

    expectRefused(await open('POST', '/exceptions', { exception: `TypeError${NUL}: x` }), 'exception');
    expect((await open('POST', '/exceptions', { exception: 'TypeError: x' })).statusCode).toBe(202);

    expectRefused(await open('GET', `/faq?q=${encodeURIComponent(`урок${NUL}`)}`), 'q');
    expect((await open('GET', `/faq?q=${encodeURIComponent('урок')}`)).statusCode).toBe(200);
  });

  it('sign-up and sign-in fields', async () => {
    const register = {
      email: 'nul-name@example.com',
      password: 'Secret12345',
      firstName: `Ол${NUL}ена`,
      lastName: 'Коваль',
      role: 'ROLE_STUDENT',
    };
    expectRefused(await open('POST', '/auth/register', register), 'firstName');
    expectRefused(
      await open('POST', '/auth/login', { email: 'a@example.com', password: `Secret${NUL}12345` }),
      'password',
    );
  });

  it('request messages: direct, public and an offer', async () => {
    const slots = hoursAhead(t, 30);
    const before = await countRows('lesson_requests');
    expectRefused(
      await post(t, alice, '/lesson-requests/direct', directBody(tutor.id, slots, { message: `Привіт${NUL}` })),
      'message',
    );
    expectRefused(
      await post(t, alice, '/lesson-requests/public', { subject: 'mathematics', message: `Шукаю${NUL}` }),
      'message',
    );
    expect(await countRows('lesson_requests')).toBe(before);
    const pub = await post(t, alice, '/lesson-requests/public', { subject: 'mathematics', message: 'Шукаю' });
    expect(pub.statusCode, pub.body).toBe(201);
    expectRefused(
      await post(t, tutor, `/lesson-requests/${pub.json().id}/offers`, { message: `Так${NUL}` }),
      'message',
    );
    expect((await post(t, tutor, `/lesson-requests/${pub.json().id}/offers`, { message: 'Так' })).statusCode).toBe(201);
    expect((await post(t, alice, '/lesson-requests/direct', directBody(tutor.id, slots))).statusCode).toBe(201);
  });

  it('profile text and a lesson description', async () => {
    const put = (payload: object) =>
      t.app.inject({
        method: 'PUT',
        url: '/users/v1/profile/teacher',
        headers: bearer(profileTeacher.token),
        payload,
      });
    const mine = (
      await t.app.inject({ url: '/users/v1/profile/teacher', headers: bearer(profileTeacher.token) })
    ).json();
    expectRefused(await put({ ...mine, about: `Досвід${NUL}` }), 'about');
    expectRefused(await put({ ...mine, title: `Математика${NUL}` }), 'title');
    expect((await put({ ...mine, about: 'Досвід 8 років.' })).statusCode).toBe(200);

    const lesson = {
      studentId: alice.id,
      subject: 'mathematics',
      startsAt: hoursAhead(t, 40)[0],
      currency: 'UAH',
      priceMinor: 0,
      freeLesson: true,
    };
    expectRefused(await post(t, tutor, '/lessons', { ...lesson, description: `Алгебра${NUL}` }), 'description');
  });
});

describe('ids and switched-off features', () => {
  it('a quiz id that is not a UUID is a 400, not a 500', async () => {
    const res = await post(t, alice, '/quiz-results/start', { quizId: 'not-a-uuid' });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().details.fields.quizId).toBe('validation.invalid');
    expect((await post(t, alice, '/quiz-results/start', { quizId: `${NUL}` })).statusCode).toBe(400);
    expect((await post(t, alice, '/quiz-results/not-a-uuid/finish', { answers: [] })).statusCode).toBe(400);
    expect((await post(t, alice, `/lesson-requests/not-a-uuid/cancel`)).statusCode).toBe(400);
  });

  it('Google sign-in without GOOGLE_CLIENT_ID answers 501 GOOGLE_SIGN_IN_NOT_CONFIGURED', async () => {
    const res = await open('POST', '/auth/google', { idToken: 'header.payload.signature' });
    expect(res.statusCode, res.body).toBe(501);
    expect(res.json().code).toBe('GOOGLE_SIGN_IN_NOT_CONFIGURED');
    expect(res.json().message).toMatch(/Google/);
  });
});

describe('uploads: the file part of every multipart route is checked before a byte is written', () => {
  const mp4 = () => Buffer.concat([Buffer.from('\0\0\0\x18ftypisom\0\0\x02\0isomiso2', 'latin1'), randomBytes(2000)]);
  const storedFiles = async () =>
    (await readdir(filesDir, { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name))
      .sort();
  const storedRows = async () =>
    Number(
      (
        await t.db
          .selectFrom('stored_files')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const send = (who: SignedIn, url: string, form: { payload: Buffer; headers: Record<string, string> }) =>
    t.app.inject({ method: 'POST', url, headers: { ...bearer(who.token), ...form.headers }, payload: form.payload });
  const routes = async () => [
    { url: '/users/v1/profile/photo', type: 'image/png', bytes: await pngPhoto(64, 64) },
    { url: '/users/v1/profile/video-cover', type: 'image/png', bytes: await pngPhoto(64, 64) },
    { url: '/users/v1/profile/video', type: 'video/mp4', bytes: mp4() },
  ];

  it('a NUL in the file name is 400 FILE_NAME_INVALID on the photo, cover and video routes', async () => {
    const before = { files: await storedFiles(), rows: await storedRows() };
    for (const route of await routes()) {
      const res = await send(profileTeacher, route.url, multipart(`me${NUL}.bin`, route.type, route.bytes));
      expect(res.statusCode, `${route.url}: ${res.body}`).toBe(400);
      expect(res.json()).toMatchObject({ code: 'FILE_NAME_INVALID', details: { fields: { file: KEY } } });
    }
    expect({ files: await storedFiles(), rows: await storedRows() }).toEqual(before);
    const [photo] = await routes();
    expect((await send(profileTeacher, photo!.url, multipart('me.png', photo!.type, photo!.bytes))).statusCode).toBe(
      201,
    );
  });

  it('a part with no file name is 400 FILE_REQUIRED on the photo, cover and video routes, not 413', async () => {
    const before = { files: await storedFiles(), rows: await storedRows() };
    for (const route of await routes())
      for (const kind of ['field', 'octet-stream'] as const) {
        const res = await send(profileTeacher, route.url, namelessPart(kind, route.bytes));
        expect(res.statusCode, `${route.url} ${kind}: ${res.body}`).toBe(400);
        expect(res.json().code).toBe('FILE_REQUIRED');
      }
    expect({ files: await storedFiles(), rows: await storedRows() }).toEqual(before);
  });

  it('a file whose record cannot be written is removed from storage', async () => {
    const doomed = await signUp(t, { role: 'ROLE_TEACHER' });
    const before = await storedFiles();
    // The account goes while its video is being stored: the file's row then cannot be inserted.
    whilePutting = async () => {
      await t.db.deleteFrom('users').where('id', '=', doomed.id).execute();
    };
    try {
      const res = await send(doomed, '/users/v1/profile/video', multipart('intro.mp4', 'video/mp4', mp4()));
      expect(res.statusCode).toBe(500);
    } finally {
      whilePutting = null;
    }
    expect(await storedFiles()).toEqual(before);
  });
});
