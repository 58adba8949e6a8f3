import { afterAll, beforeAll, describe, expect, it } from 'vitest';
const SESSION_CHECK_CACHE_MS = 5000;
import { ROTATE_AFTER_MS, ROTATION_GRACE_MS } from '../../../src/server/modules/auth/sessions.service';
import { bearer, PASSWORD, signUp, type SignedIn } from '../accounts/account-helpers';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { directBody, hoursAhead, saveSchedule, teacher, type User } from '../requests/request-helpers';

/*
 * OWASP API2:2023 (broken authentication): refresh-token reuse detection and
 * revocations that end access at once rather than when the 15-minute access token expires.
 */
let t: TestApp;
let tutor: User;
beforeAll(async () => {
  t = await createTestApp();
  tutor = await teacher(t, { skills: ['mathematics'] });
  await saveSchedule(t, tutor);
});
afterAll(async () => t?.close());

const refresh = (refreshToken: string) =>
  t.app.inject({ method: 'POST', url: '/users/v1/open/auth/refresh', payload: { refreshToken } });
const login = async (email: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/users/v1/open/auth/login',
    payload: { email, password: PASSWORD },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { token: string; refreshToken: string };
};
const profile = (token: string) => t.app.inject({ url: '/users/v1/profile', headers: bearer(token) });
const sendRequest = (who: SignedIn, hour: number) =>
  t.app.inject({
    method: 'POST',
    url: '/users/v1/lesson-requests/direct',
    headers: bearer(who.token),
    payload: directBody(tutor.id, hoursAhead(t, hour)),
  });

describe('refresh-token reuse (RFC 9700 4.14.2)', () => {
  it('a rotated token replayed after the grace revokes the whole session, the new token and access tokens too', async () => {
    const user = await signUp(t);
    t.clock.advance(ROTATE_AFTER_MS + 1);
    // The client's concurrent refreshes while the token rotates all succeed (one gets the new token).
    const answers = await Promise.all(Array.from({ length: 5 }, () => refresh(user.refreshToken)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const rotated = answers.map((a) => a.json().refreshToken as string | undefined).filter(Boolean);
    expect(rotated).toHaveLength(1);
    const newAccess = answers[0]!.json().token as string;
    expect((await profile(newAccess)).statusCode).toBe(200);

    // Within the grace the old token still answers (a slow concurrent refresh), and that does not trip detection.
    t.clock.advance(ROTATION_GRACE_MS - 1000);
    expect((await refresh(user.refreshToken)).statusCode).toBe(200);
    expect((await refresh(rotated[0]!)).statusCode).toBe(200);

    // After the grace the old token is a replay: the session ends for every holder.
    t.clock.advance(2000);
    const replay = await refresh(user.refreshToken);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().code).toBe('SESSION_EXPIRED');
    expect((await refresh(rotated[0]!)).json().code).toBe('SESSION_EXPIRED');
    expect((await profile(newAccess)).statusCode).toBe(401);
  });

  it('a replay long after rotation is still recognised (rotated tokens are kept, not pruned)', async () => {
    const user = await signUp(t);
    t.clock.advance(ROTATE_AFTER_MS + 1);
    const second = (await refresh(user.refreshToken)).json().refreshToken as string;
    // Two more rotations: the old code dropped rotated tokens here, forgetting the first one.
    t.clock.advance(ROTATE_AFTER_MS + 1);
    const third = (await refresh(second)).json().refreshToken as string;
    t.clock.advance(ROTATE_AFTER_MS + 1);
    const fourth = (await refresh(third)).json().refreshToken as string;
    expect(fourth).toEqual(expect.any(String));
    expect((await refresh(user.refreshToken)).json().code).toBe('SESSION_EXPIRED');
    expect((await refresh(fourth)).json().code).toBe('SESSION_EXPIRED');
  });

  it('a replay ends only that session: the same user on another device keeps theirs', async () => {
    const user = await signUp(t);
    const other = await login(user.email);
    t.clock.advance(ROTATE_AFTER_MS + 1);
    await refresh(user.refreshToken);
    t.clock.advance(ROTATION_GRACE_MS + 1);
    expect((await refresh(user.refreshToken)).statusCode).toBe(401);
    expect((await refresh(other.refreshToken)).statusCode).toBe(200);
    expect((await profile(other.token)).statusCode).toBe(200);
  });
});

describe('revocations end access tokens at once', () => {
  it("a deleted account's access token cannot create a lesson request", async () => {
    const user = await signUp(t);
    const deleted = await t.app.inject({
      method: 'POST',
      url: '/users/v1/users/delete',
      headers: bearer(user.token),
      payload: { confirmation: 'DELETE' },
    });
    expect(deleted.statusCode).toBe(200);
    const res = await sendRequest(user, 30);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHORIZED');
    expect(await t.db.selectFrom('lesson_requests').select('id').where('student_id', '=', user.id).execute()).toEqual(
      [],
    );
  });

  it('logout ends the access token of that session, not of the same user on another device', async () => {
    const user = await signUp(t);
    const other = await login(user.email);
    expect((await profile(user.token)).statusCode).toBe(200);
    const out = await t.app.inject({
      method: 'POST',
      url: '/users/v1/open/auth/logout',
      payload: { refreshToken: user.refreshToken },
    });
    expect(out.statusCode).toBe(200);
    expect((await profile(user.token)).statusCode).toBe(401);
    expect((await sendRequest(user, 40)).statusCode).toBe(401);
    expect((await profile(other.token)).statusCode).toBe(200);
  });

  it("a password change ends every other device's access token; the new pair works", async () => {
    const user = await signUp(t);
    const other = await login(user.email);
    expect((await profile(other.token)).statusCode).toBe(200);
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/users/v1/settings/password',
      headers: bearer(user.token),
      payload: { currentPassword: PASSWORD, newPassword: 'NewSecret2025', confirmPassword: 'NewSecret2025' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await profile(other.token)).statusCode).toBe(401);
    expect((await profile(user.token)).statusCode).toBe(401);
    expect((await profile(changed.json().token)).statusCode).toBe(200);
  });

  it('blocking (active = false) ends access within the cache window, even from another process', async () => {
    const user = await signUp(t);
    expect((await profile(user.token)).statusCode).toBe(200);
    // Written straight to the table, as another process or an operator would: this process only
    // learns it when its cached answer runs out.
    await t.db.updateTable('users').set({ active: false }).where('id', '=', user.id).execute();
    t.clock.advance(SESSION_CHECK_CACHE_MS + 1);
    expect((await profile(user.token)).statusCode).toBe(401);
    expect((await sendRequest(user, 50)).statusCode).toBe(401);
    expect((await refresh(user.refreshToken)).statusCode).toBe(401);
  });
});
