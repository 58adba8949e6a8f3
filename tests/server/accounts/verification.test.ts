import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAdjustmentsPath } from '../../../src/shared/contracts/ledger/ledger.paths';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { bearer, signInAdmin, signUp, teacherWithCompleteProfile, type SignedIn } from './account-helpers';

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t);
});
afterAll(async () => t?.close());

/**
 * Each call a second later, so notifications have distinct times as they would for real. Reads
 * wait for the event handlers, which write notifications and mail after a change commits.
 */
const as = async (user: SignedIn, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, language = 'en') => {
  t.clock.advance(1000);
  if (method === 'GET') await t.app.ctx.events.drain();
  return t.app.inject({
    method,
    url,
    headers: { ...bearer(user.token), 'accept-language': language },
    ...(payload ? { payload } : {}),
  });
};
const visibility = (teacher: SignedIn, visible: boolean, language = 'en') =>
  as(teacher, 'PUT', '/users/v1/profile/search-visibility', { visible }, language);

describe('teacher verification', () => {
  it('refuses to submit an incomplete profile, naming what is missing', async () => {
    const teacher = await signUp(t, { role: 'ROLE_TEACHER' });
    const state = (await as(teacher, 'GET', '/users/v1/verification')).json();
    expect(state).toMatchObject({
      status: 'NOT_DONE',
      approvalStatus: null,
      missingFields: { avatarId: 'validation.avatar-required', title: 'validation.title-required' },
    });
    const res = await as(teacher, 'POST', '/users/v1/verification');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'PROFILE_INCOMPLETE',
      details: { fields: { skills: 'validation.skills-required' } },
    });
  });

  it('goes submit → decline with a reason → resubmit → approve, notifying the teacher each time', async () => {
    const teacher = await teacherWithCompleteProfile(t);
    const submitted = await as(teacher, 'POST', '/users/v1/verification');
    expect(submitted.json()).toMatchObject({ status: 'IN_PROCESS', approvalStatus: 'IN_REVIEW', missingFields: {} });
    expect((await as(teacher, 'POST', '/users/v1/verification')).json().code).toBe('ILLEGAL_TRANSITION');

    const queue = (await as(admin, 'GET', '/users/v1/admin/verifications')).json();
    expect(queue.items.map((i: { userId: string }) => i.userId)).toContain(teacher.id);
    const review = (await as(admin, 'GET', `/users/v1/admin/verifications/${teacher.id}`)).json();
    expect(review).toMatchObject({ userId: teacher.id, title: 'Математика для НМТ' });

    const declined = await as(admin, 'POST', `/users/v1/admin/verifications/${teacher.id}/decline`, {
      reason: 'Додайте фото диплома',
    });
    expect(declined.json()).toMatchObject({
      status: 'FAILED',
      approvalStatus: 'DECLINED',
      reason: 'Додайте фото диплома',
    });
    await t.app.ctx.events.drain();
    // The decision's own mail, found by its subject: the submission's notification mail is
    // written by another handler and may come later.
    const mails = await t.db
      .selectFrom('outbox')
      .select(['subject', 'body'])
      .where('recipient', '=', teacher.email)
      .where('subject', '=', 'Профіль не пройшов перевірку')
      .execute();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body).toContain('Додайте фото диплома');

    expect((await as(teacher, 'POST', '/users/v1/verification')).json().status).toBe('IN_PROCESS');
    const approved = await as(admin, 'POST', `/users/v1/admin/verifications/${teacher.id}/approve`);
    expect(approved.json()).toMatchObject({
      status: 'DONE',
      approvalStatus: 'APPROVED',
      reason: null,
      verifiedAt: expect.any(String),
    });
    expect((await as(admin, 'POST', `/users/v1/admin/verifications/${teacher.id}/approve`)).json().code).toBe(
      'ILLEGAL_TRANSITION',
    );
    expect((await as(teacher, 'GET', '/users/v1/profile')).json().verified).toBe(true);

    const notes = (await as(teacher, 'GET', '/users/v1/notifications')).json();
    expect(notes.unreadCount).toBe(4);
    expect(notes.items.map((n: { titleKey: string }) => n.titleKey)).toEqual([
      'verification-approved',
      'verification-submitted',
      'verification-declined',
      'verification-submitted',
    ]);
    expect(notes.items[2]).toMatchObject({
      kind: 'INFORMATION',
      params: { reason: 'Додайте фото диплома' },
      title: 'Your profile was not verified: Додайте фото диплома',
    });
  });

  it('lets an admin ask for missing information (MISSING_INFO)', async () => {
    const teacher = await teacherWithCompleteProfile(t);
    await as(teacher, 'POST', '/users/v1/verification');
    const res = await as(admin, 'POST', `/users/v1/admin/verifications/${teacher.id}/decline`, {
      reason: 'Опишіть досвід',
      status: 'MISSING_INFO',
    });
    expect(res.json()).toMatchObject({ status: 'MISSING_INFO', approvalStatus: 'DECLINED' });
  });

  it('wants a reason to decline', async () => {
    const res = await as(admin, 'POST', `/users/v1/admin/verifications/${admin.id}/decline`, { reason: ' ' });
    expect(res.json().details.fields).toEqual({ reason: 'validation.reason-required' });
  });
});

describe('PUT /users/v1/profile/search-visibility', () => {
  it('refuses before verification with VERIFICATION_REQUIRED, in both languages', async () => {
    const teacher = await teacherWithCompleteProfile(t);
    const en = await visibility(teacher, true);
    expect(en.statusCode).toBe(409);
    expect(en.json()).toMatchObject({
      code: 'VERIFICATION_REQUIRED',
      message: 'Your profile must be verified before it can appear in search.',
    });
    expect((await visibility(teacher, true, 'uk')).json().message).toBe(
      "Профіль має пройти перевірку, перш ніж з'явиться в пошуку.",
    );
    expect((await visibility(teacher, false)).json()).toEqual({ searchVisible: false });
  });

  it('turns on once verified, and refuses with NEGATIVE_BALANCE while the balance is below zero', async () => {
    const teacher = await teacherWithCompleteProfile(t);
    await as(teacher, 'POST', '/users/v1/verification');
    await as(admin, 'POST', `/users/v1/admin/verifications/${teacher.id}/approve`);
    // A real debit through the ledger (an administrator's adjustment), then its reversal.
    const adjust = async (amountMinor: number) => {
      const res = await as(admin, 'POST', adminAdjustmentsPath(teacher.id), {
        amountMinor,
        reason: 'Platform fee owed',
        idempotencyKey: randomUUID(),
      });
      expect(res.statusCode, res.body).toBe(201);
    };
    await adjust(-5000);
    const refused = await visibility(teacher, true);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'NEGATIVE_BALANCE',
      message: 'Your balance is negative. Top it up to appear in search.',
    });
    await adjust(5000);
    expect((await visibility(teacher, true)).json()).toEqual({ searchVisible: true });
    expect((await as(teacher, 'GET', '/users/v1/profile/teacher')).json().searchVisible).toBe(true);
  });
});

describe('notifications', () => {
  it('marks one read, then all, and answers 404 for another user’s notification', async () => {
    const teacher = await teacherWithCompleteProfile(t);
    const stranger = await signUp(t);
    await as(teacher, 'POST', '/users/v1/verification');
    await as(admin, 'POST', `/users/v1/admin/verifications/${teacher.id}/approve`);
    const [first] = (await as(teacher, 'GET', '/users/v1/notifications', undefined, 'uk')).json().items;
    expect(first.title).toBe('Ваш профіль перевірено. Тепер можна увімкнути видимість у пошуку.');
    expect((await as(stranger, 'POST', `/users/v1/notifications/${first.id}/read`)).statusCode).toBe(404);
    expect((await as(teacher, 'POST', `/users/v1/notifications/${first.id}/read`)).json()).toEqual({ unreadCount: 1 });
    expect((await as(teacher, 'GET', '/users/v1/notifications?unreadOnly=true')).json().items).toHaveLength(1);
    expect((await as(teacher, 'POST', '/users/v1/notifications/read-all')).json()).toEqual({ unreadCount: 0 });
  });
});
