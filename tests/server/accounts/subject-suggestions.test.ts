import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { bearer, signInAdmin, signUp, teacherWithCompleteProfile, type SignedIn } from './account-helpers';

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t);
});
afterAll(async () => t?.close());

const call = (user: SignedIn | null, method: 'GET' | 'POST', url: string, payload?: object, language = 'uk') =>
  t.app.inject({
    method,
    url: `/users/v1${url}`,
    headers: { ...(user ? bearer(user.token) : {}), 'accept-language': language },
    ...(payload ? { payload } : {}),
  });

describe('POST /users/v1/profile/subject-suggestions', () => {
  it('stores a subject the tutor misses, once per name whatever its case, and shows it to admins', async () => {
    const tutor = await signUp(t, { role: 'ROLE_TEACHER' });
    const first = await call(tutor, 'POST', '/profile/subject-suggestions', { name: '  Історія   мистецтв ' });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().items).toMatchObject([{ name: 'Історія мистецтв' }]);
    const again = await call(tutor, 'POST', '/profile/subject-suggestions', { name: 'історія мистецтв' });
    expect(again.statusCode).toBe(201);
    expect(again.json().items).toHaveLength(1);
    expect((await call(tutor, 'GET', '/profile/subject-suggestions')).json().items).toHaveLength(1);

    const all = (await call(admin, 'GET', '/admin/subject-suggestions')).json();
    expect(all.items.find((item: { tutor: { id: string } }) => item.tutor.id === tutor.id)).toMatchObject({
      name: 'Історія мистецтв',
      tutor: { email: tutor.email },
    });
  });

  it('refuses a subject already in the list, an empty name and a sixth suggestion, changing nothing', async () => {
    const tutor = await signUp(t, { role: 'ROLE_TEACHER' });
    for (const [name, key] of [
      ['математика', 'validation.suggestion-exists'],
      ['Mathematics', 'validation.suggestion-exists'],
      [' ', 'validation.suggestion-required'],
    ] as const) {
      const res = await call(tutor, 'POST', '/profile/subject-suggestions', { name });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: { fields: { name: key } } });
    }
    for (let i = 1; i <= 5; i++)
      expect((await call(tutor, 'POST', '/profile/subject-suggestions', { name: `Предмет ${i}` })).statusCode).toBe(
        201,
      );
    const sixth = await call(tutor, 'POST', '/profile/subject-suggestions', { name: 'Предмет 6' }, 'en');
    expect(sixth.statusCode).toBe(400);
    expect(sixth.json().details.fields).toEqual({ name: 'validation.suggestion-limit' });
    expect((await call(tutor, 'GET', '/profile/subject-suggestions')).json().items).toHaveLength(5);
  });

  it('is for tutors only; the list of all is for admins only', async () => {
    const student = await signUp(t, { role: 'ROLE_STUDENT' });
    const tutor = await signUp(t, { role: 'ROLE_TEACHER' });
    expect((await call(null, 'POST', '/profile/subject-suggestions', { name: 'Шахи' })).statusCode).toBe(401);
    expect((await call(student, 'POST', '/profile/subject-suggestions', { name: 'Шахи' })).statusCode).toBe(403);
    expect((await call(tutor, 'GET', '/admin/subject-suggestions')).statusCode).toBe(403);
  });
});

describe('GET /users/v1/admin/verifications shows what the admin approves', () => {
  it('carries the photo, intro video, about texts, subjects and suggested subjects of each tutor', async () => {
    const tutor = await teacherWithCompleteProfile(t);
    await call(tutor, 'POST', '/profile/subject-suggestions', { name: 'Каліграфія' });
    expect((await call(tutor, 'POST', '/verification')).statusCode).toBe(200);
    for (const [language, subjects] of [
      ['uk', ['Математика', 'НМТ: математика']],
      ['en', ['Mathematics', 'NMT: mathematics']],
    ] as const) {
      const queue = (await call(admin, 'GET', '/admin/verifications', undefined, language)).json();
      const item = queue.items.find((entry: { userId: string }) => entry.userId === tutor.id);
      expect(item).toMatchObject({
        about: 'Готую до НМТ з математики вже 8 років.',
        whyMe: 'Пояснюю просто.',
        introVideoId: null,
        suggestedSubjects: ['Каліграфія'],
      });
      expect(item.avatarId).toEqual(expect.any(String));
      expect([...item.subjects].sort()).toEqual([...subjects].sort());
    }
  });
});
