import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_CLOSE } from '../../../src/shared/contracts/live';
import { userBlockPath, userUnblockPath } from '../../../src/shared/contracts/accounts';
import { bearer, PASSWORD, signInAdmin, signUp, type SignedIn } from '../accounts/account-helpers';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { connectLive } from '../live/live-test-client';

/*
 * An admin's block ends the account's access at
 * once (API, refresh, live socket) and signing in again says why, in the user's language.
 */
let t: TestApp;
let base: string;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp({ liveHeartbeatMs: 60_000 });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  admin = await signInAdmin(t);
}, 180_000);
afterAll(() => t?.close());

const login = (email: string, password = PASSWORD, language = 'uk') =>
  t.app.inject({
    method: 'POST',
    url: '/users/v1/open/auth/login',
    headers: { 'accept-language': language },
    payload: { email, password },
  });
const block = (userId: string, by: SignedIn = admin) =>
  t.app.inject({ method: 'POST', url: userBlockPath(userId), headers: bearer(by.token) });

describe('admin: block a user', () => {
  it('ends access at once: the API answers 401, refresh fails, the live socket closes', async () => {
    const user = await signUp(t);
    const socket = await connectLive(base, user.token);
    await socket.waitFor((f) => f[0]?.op === 'hello', 'hello');
    const res = await block(user.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ userId: user.id, blocked: true, blockedAt: expect.any(String) });
    expect(await socket.closed).toEqual({ code: LIVE_CLOSE.unauthorized, reason: 'session revoked' });
    expect((await t.app.inject({ url: '/users/v1/profile', headers: bearer(user.token) })).statusCode).toBe(401);
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/users/v1/open/auth/refresh',
      payload: { refreshToken: user.refreshToken },
    });
    expect(refreshed.json().code).toBe('SESSION_EXPIRED');
  });

  it('tells the blocked user at sign-in, in their language, only with the right password', async () => {
    const user = await signUp(t);
    await block(user.id);
    const uk = await login(user.email);
    expect(uk.statusCode).toBe(403);
    expect(uk.json()).toMatchObject({
      code: 'ACCOUNT_BLOCKED',
      message: 'Ваш обліковий запис заблоковано. Якщо це помилка, напишіть до служби підтримки.',
    });
    expect((await login(user.email, PASSWORD, 'en')).json().message).toBe(
      'Your account has been blocked. If you think this is a mistake, write to support.',
    );
    // A wrong password learns nothing about the account.
    expect((await login(user.email, 'Wrong123456')).json().code).toBe('INVALID_CREDENTIALS');
  });

  it('unblocking lets the user sign in again', async () => {
    const user = await signUp(t);
    await block(user.id);
    const res = await t.app.inject({ method: 'POST', url: userUnblockPath(user.id), headers: bearer(admin.token) });
    expect(res.json()).toEqual({ userId: user.id, blocked: false, blockedAt: null });
    expect((await login(user.email)).statusCode).toBe(200);
  });

  it('is for admins only, not for admins or oneself, and 404 for an unknown user; bad ids are 400', async () => {
    const user = await signUp(t);
    const other = await signUp(t);
    expect((await block(other.id, user)).statusCode).toBe(403);
    expect((await login(other.email)).statusCode).toBe(200);
    expect((await block(admin.id)).statusCode).toBe(403);
    const another = await signInAdmin(t);
    expect((await block(another.id)).statusCode).toBe(403);
    expect((await block('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'POST', url: userBlockPath('nope'), headers: bearer(admin.token) })).statusCode,
    ).toBe(400);
  });
});
