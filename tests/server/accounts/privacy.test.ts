import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import {
  bearer,
  signInAdmin,
  signUp,
  teacherWithCompleteProfile,
  uploadAvatar,
  type SignedIn,
} from './account-helpers';

let t: TestApp;
let admin: SignedIn;
let teacher: SignedIn;
let student: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t);
  teacher = await teacherWithCompleteProfile(t);
  student = await signUp(t);
  await t.app.inject({ method: 'POST', url: '/users/v1/verification', headers: bearer(teacher.token) });
});
afterAll(async () => t?.close());

const as = (user: SignedIn | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: user ? bearer(user.token) : {}, ...(payload ? { payload } : {}) });

describe('admin routes', () => {
  const routes: ['GET' | 'POST', string, object?][] = [
    ['GET', '/users/v1/admin/verifications'],
    ['GET', '/users/v1/admin/verifications/00000000-0000-4000-8000-000000000001'],
    ['POST', '/users/v1/admin/verifications/00000000-0000-4000-8000-000000000001/approve'],
    ['POST', '/users/v1/admin/verifications/00000000-0000-4000-8000-000000000001/decline', { reason: 'x' }],
  ];

  it.each(routes)(
    '%s %s answers 403 FORBIDDEN to a student and a teacher, 401 to a guest',
    async (method, url, payload) => {
      for (const user of [student, teacher]) {
        const res = await as(user, method, url, payload);
        expect(res.statusCode).toBe(403);
        expect(res.json().code).toBe('FORBIDDEN');
      }
      expect((await as(null, method, url, payload)).statusCode).toBe(401);
    },
  );

  it('a teacher cannot approve their own submission', async () => {
    expect((await as(teacher, 'POST', `/users/v1/admin/verifications/${teacher.id}/approve`)).statusCode).toBe(403);
    expect((await as(teacher, 'GET', '/users/v1/verification')).json().status).toBe('IN_PROCESS');
  });
});

describe('private data', () => {
  it('every private route answers the caller’s own data: there is no id to point at someone else', async () => {
    expect((await as(student, 'GET', '/users/v1/profile')).json().id).toBe(student.id);
    expect((await as(teacher, 'GET', '/users/v1/profile')).json().id).toBe(teacher.id);
    expect((await as(student, 'GET', '/users/v1/settings')).json().email).toBe(student.email);
  });

  it('role-specific profiles refuse the other role with 403', async () => {
    expect((await as(student, 'GET', '/users/v1/profile/teacher')).statusCode).toBe(403);
    expect((await as(student, 'PUT', '/users/v1/profile/teacher', {})).statusCode).toBe(403);
    expect((await as(teacher, 'GET', '/users/v1/profile/student')).statusCode).toBe(403);
    expect((await as(student, 'GET', '/users/v1/verification')).statusCode).toBe(403);
    expect((await as(student, 'PUT', '/users/v1/profile/search-visibility', { visible: true })).statusCode).toBe(403);
  });

  it('a profile cannot take another user’s uploaded file', async () => {
    const other = await signUp(t);
    const othersAvatar = (await uploadAvatar(t, other)).json().id;
    const mine = (await as(teacher, 'GET', '/users/v1/profile/teacher')).json();
    const res = await as(teacher, 'PUT', '/users/v1/profile/teacher', {
      ...mine,
      avatarId: othersAvatar,
      rateMinor: 50000,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fields).toEqual({ avatarId: 'validation.file-invalid' });
  });
});

describe('public user details (user details screen)', () => {
  const PUBLIC_TEACHER_FIELDS = [
    'about',
    'avatarId',
    'cityCode',
    'countryCode',
    'currency',
    'education',
    'experience',
    'firstName',
    'freeFirstLesson',
    'id',
    'introVideoCoverId',
    'introVideoId',
    'languages',
    'lastName',
    'lastSeenAt',
    'lessonType',
    'level',
    'memberSince',
    'rateMinor',
    'rating',
    'reviewCount',
    'role',
    'skills',
    'timezone',
    'title',
    'verified',
    'whyMe',
    'workingFrom',
    'workingTo',
  ];

  it('hides an unverified tutor from guests but shows the tutor their own page', async () => {
    expect((await as(null, 'GET', `/users/v1/open/users/${teacher.id}`)).statusCode).toBe(404);
    expect((await as(teacher, 'GET', `/users/v1/users/${teacher.id}`)).statusCode).toBe(200);
  });

  it('shows a verified tutor to guests with public fields only: no email, phone, birth date or balance', async () => {
    await as(admin, 'POST', `/users/v1/admin/verifications/${teacher.id}/approve`);
    const res = await as(null, 'GET', `/users/v1/open/users/${teacher.id}`);
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json()).sort()).toEqual(PUBLIC_TEACHER_FIELDS);
    expect(res.json()).toMatchObject({ role: 'ROLE_TEACHER', verified: true, title: 'Математика для НМТ' });
    expect(res.body).not.toContain(teacher.email);
  });

  it('shows a student only to signed-in users, with names, avatar and interests', async () => {
    expect((await as(null, 'GET', `/users/v1/open/users/${student.id}`)).statusCode).toBe(404);
    const res = await as(teacher, 'GET', `/users/v1/users/${student.id}`);
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json()).sort()).toEqual([
      'avatarId',
      'firstName',
      'id',
      'interests',
      'lastName',
      'lastSeenAt',
      'memberSince',
      'role',
    ]);
  });

  it('answers 404 for administrators and unknown ids', async () => {
    expect((await as(teacher, 'GET', `/users/v1/users/${admin.id}`)).statusCode).toBe(404);
    expect((await as(null, 'GET', '/users/v1/open/users/00000000-0000-4000-8000-000000000009')).statusCode).toBe(404);
  });
});
