import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROTATE_AFTER_MS, ROTATION_GRACE_MS } from '../../../src/server/modules/auth/sessions.service';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { bearer, PASSWORD, signUp } from './account-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const refresh = (refreshToken: string, language = 'en') =>
  t.app.inject({
    method: 'POST',
    url: '/users/v1/open/auth/refresh',
    headers: { 'accept-language': language },
    payload: { refreshToken },
  });
const login = (email: string, password = PASSWORD) =>
  t.app.inject({ method: 'POST', url: '/users/v1/open/auth/login', payload: { email, password } });

describe('POST /users/v1/open/auth/refresh', () => {
  it('answers a new access token for the same user', async () => {
    const user = await signUp(t);
    t.clock.advance(1000);
    const res = await refresh(user.refreshToken);
    expect(res.statusCode).toBe(200);
    const claims = await t.accessTokens.verify(res.json().token);
    expect(claims).toMatchObject({ sub: user.id, authority: 'ROLE_STUDENT', email: user.email });
  });

  it('lets 20 concurrent refreshes with one refresh token all succeed', async () => {
    const user = await signUp(t);
    const answers = await Promise.all(Array.from({ length: 20 }, () => refresh(user.refreshToken)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    expect(answers.every((a) => typeof a.json().token === 'string')).toBe(true);
  });

  it('lets 20 concurrent refreshes succeed while the token rotates, handing the new token to exactly one', async () => {
    const user = await signUp(t);
    t.clock.advance(ROTATE_AFTER_MS + 1);
    const answers = await Promise.all(Array.from({ length: 20 }, () => refresh(user.refreshToken)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    const rotated = answers.map((a) => a.json().refreshToken).filter(Boolean);
    expect(rotated).toHaveLength(1);
    // The new token works; the old one keeps working through the grace window, then stops.
    expect((await refresh(rotated[0])).statusCode).toBe(200);
    t.clock.advance(ROTATION_GRACE_MS - 1000);
    expect((await refresh(user.refreshToken)).statusCode).toBe(200);
    t.clock.advance(2000);
    const late = await refresh(user.refreshToken);
    expect(late.statusCode).toBe(401);
    expect(late.json()).toEqual({ code: 'SESSION_EXPIRED', message: 'Your session has expired!' });
    // A replay after the grace ends the whole session, the new token too (RFC 9700 reuse detection).
    expect((await refresh(rotated[0])).statusCode).toBe(401);
  });

  it('answers SESSION_EXPIRED for a token it never issued and for one past its 30 days', async () => {
    expect((await refresh('not-a-token')).json().code).toBe('SESSION_EXPIRED');
    const user = await signUp(t);
    t.clock.advance(30 * 24 * 60 * 60_000 + 1);
    expect((await refresh(user.refreshToken, 'uk')).json()).toEqual({
      code: 'SESSION_EXPIRED',
      message: 'Ваша сесія завершилася!',
    });
  });
});

describe('access tokens', () => {
  it('answers 401 SESSION_EXPIRED for an access token past its 15 minutes', async () => {
    const user = await signUp(t);
    expect((await t.app.inject({ url: '/users/v1/profile', headers: bearer(user.token) })).statusCode).toBe(200);
    t.clock.advance(15 * 60_000 + 1000);
    const res = await t.app.inject({
      url: '/users/v1/profile',
      headers: { ...bearer(user.token), 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 'SESSION_EXPIRED', message: 'Your session has expired!' });
  });

  it('answers 401 UNAUTHORIZED without a token and for a forged one', async () => {
    expect((await t.app.inject({ url: '/users/v1/profile' })).json().code).toBe('UNAUTHORIZED');
    const forged = await t.app.inject({
      url: '/users/v1/profile',
      headers: bearer('eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl'),
    });
    expect(forged.statusCode).toBe(401);
  });
});

describe('revoking sessions', () => {
  it('logout ends that session only', async () => {
    const user = await signUp(t);
    const other = (await login(user.email)).json();
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/users/v1/open/auth/logout',
          payload: { refreshToken: user.refreshToken },
        })
      ).statusCode,
    ).toBe(200);
    expect((await refresh(user.refreshToken)).json().code).toBe('SESSION_EXPIRED');
    expect((await refresh(other.refreshToken)).statusCode).toBe(200);
  });

  it('a password change ends every session and answers a working new one', async () => {
    const user = await signUp(t);
    const otherDevice = (await login(user.email)).json();
    const res = await t.app.inject({
      method: 'PUT',
      url: '/users/v1/settings/password',
      headers: bearer(user.token),
      payload: { currentPassword: PASSWORD, newPassword: 'NewSecret2025', confirmPassword: 'NewSecret2025' },
    });
    expect(res.statusCode).toBe(200);
    expect((await refresh(user.refreshToken)).json().code).toBe('SESSION_EXPIRED');
    expect((await refresh(otherDevice.refreshToken)).json().code).toBe('SESSION_EXPIRED');
    expect((await refresh(res.json().refreshToken)).statusCode).toBe(200);
    expect((await login(user.email)).statusCode).toBe(401);
    expect((await login(user.email, 'NewSecret2025')).statusCode).toBe(200);
  });

  it('account deletion ends every session and the account can no longer sign in', async () => {
    const user = await signUp(t);
    const otherDevice = (await login(user.email)).json();
    const res = await t.app.inject({
      method: 'POST',
      url: '/users/v1/users/delete',
      headers: bearer(user.token),
      payload: { confirmation: 'DELETE' },
    });
    expect(res.statusCode).toBe(200);
    expect((await refresh(user.refreshToken)).json().code).toBe('SESSION_EXPIRED');
    expect((await refresh(otherDevice.refreshToken)).json().code).toBe('SESSION_EXPIRED');
    expect((await login(user.email)).statusCode).toBe(401);
    // The still-valid access token of a deleted account opens nothing.
    expect((await t.app.inject({ url: '/users/v1/profile', headers: bearer(user.token) })).statusCode).toBe(401);
  });
});
