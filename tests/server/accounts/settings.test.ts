import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { bearer, PASSWORD, signUp, teacherWithCompleteProfile } from './account-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('settings', () => {
  it('reads and toggles notifications and the language of mail', async () => {
    const user = await signUp(t);
    const read = await t.app.inject({ url: '/users/v1/settings', headers: bearer(user.token) });
    expect(read.json()).toEqual({
      email: user.email,
      language: 'uk',
      notificationsEnabled: true,
      hasPassword: true,
      googleLinked: false,
    });
    const off = await t.app.inject({
      method: 'PUT',
      url: '/users/v1/settings/notifications',
      headers: bearer(user.token),
      payload: { enabled: false },
    });
    expect(off.json().notificationsEnabled).toBe(false);
    expect(
      (await t.app.inject({ url: '/users/v1/profile', headers: bearer(user.token) })).json().notificationsEnabled,
    ).toBe(false);
    const en = await t.app.inject({
      method: 'PUT',
      url: '/users/v1/settings/language',
      headers: bearer(user.token),
      payload: { language: 'en' },
    });
    expect(en.json().language).toBe('en');
  });

  it('answers a wrong current password with a field error, never a 401 that would sign the user out', async () => {
    const user = await signUp(t);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/users/v1/settings/password',
      headers: bearer(user.token),
      payload: { currentPassword: 'Wrong12345', newPassword: 'NewSecret2025', confirmPassword: 'NewSecret2025' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fields).toEqual({ currentPassword: 'validation.current-password-wrong' });
  });

  it('deletes the account only after DELETE, frees its email and takes the tutor out of search', async () => {
    const teacher = await teacherWithCompleteProfile(t);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/users/v1/users/delete',
      headers: bearer(teacher.token),
      payload: { confirmation: 'delete' },
    });
    expect(refused.statusCode).toBe(400);
    const res = await t.app.inject({
      method: 'POST',
      url: '/users/v1/users/delete',
      headers: bearer(teacher.token),
      payload: { confirmation: 'DELETE' },
    });
    expect(res.json()).toEqual({ ok: true });
    const row = await t.db
      .selectFrom('users')
      .select(['email', 'deleted_at', 'active'])
      .where('id', '=', teacher.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ active: false, deleted_at: expect.any(Date) });
    expect(row.email).not.toBe(teacher.email);
    expect(
      await t.db.selectFrom('stored_files').select('id').where('owner_id', '=', teacher.id).execute(),
    ).toHaveLength(0);
    expect((await t.app.inject({ url: `/users/v1/open/users/${teacher.id}` })).statusCode).toBe(404);
    t.clock.advance(61_000);
    const again = await signUp(t, { email: teacher.email });
    expect(again.id).not.toBe(teacher.id);
  });
});

describe('forgot and reset password', () => {
  const outboxRows = (email: string) =>
    t.db
      .selectFrom('outbox')
      .select(['subject', 'body'])
      .where('recipient', '=', email)
      .orderBy('created_at', 'desc')
      .execute();

  it('emails a reset code; the reset ends every session and the new password signs in', async () => {
    const user = await signUp(t);
    t.clock.advance(61_000);
    const forgot = await t.app.inject({
      method: 'POST',
      url: '/users/v1/open/auth/password/forgot',
      payload: { email: user.email },
    });
    expect(forgot.statusCode).toBe(200);
    const [mail] = await outboxRows(user.email);
    expect(mail!.subject).toBe('Відновлення пароля Repetytor');
    const code = /^(\d{6})$/m.exec(mail!.body)![1]!;

    const wrong = await t.app.inject({
      method: 'POST',
      url: '/users/v1/open/auth/password/reset',
      payload: {
        email: user.email,
        code: code === '000000' ? '111111' : '000000',
        password: 'Fresh12345',
        confirmPassword: 'Fresh12345',
      },
    });
    expect(wrong.json().code).toBe('WRONG_CODE');
    const reset = await t.app.inject({
      method: 'POST',
      url: '/users/v1/open/auth/password/reset',
      payload: { email: user.email, code, password: 'Fresh12345', confirmPassword: 'Fresh12345' },
    });
    expect(reset.statusCode).toBe(200);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/users/v1/open/auth/refresh',
          payload: { refreshToken: user.refreshToken },
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/users/v1/open/auth/login',
          payload: { email: user.email, password: PASSWORD },
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/users/v1/open/auth/login',
          payload: { email: user.email, password: 'Fresh12345' },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('answers an unknown email exactly like a known one and sends nothing', async () => {
    const email = 'nobody.here@example.com';
    const res = await t.app.inject({ method: 'POST', url: '/users/v1/open/auth/password/forgot', payload: { email } });
    expect(res.json()).toEqual({ email, codeTtlSeconds: 900, resendAfterSeconds: 60 });
    expect(await outboxRows(email)).toHaveLength(0);
  });
});
