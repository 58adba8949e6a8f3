import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoAccounts } from '../../../src/server/db/seed/seed-demo-accounts';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { bearer } from './account-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demo: true });
});
afterAll(async () => t?.close());

const login = (email: string) =>
  t.app.inject({ method: 'POST', url: '/users/v1/open/auth/login', payload: { email, password: DEMO_PASSWORD } });

describe('demo accounts (README)', () => {
  it.each(Object.values(DEMO_ACCOUNTS))('$email signs in with the demo password as $role', async ({ email, role }) => {
    const res = await login(email);
    expect(res.statusCode, res.body).toBe(200);
    expect((await t.accessTokens.verify(res.json().token)).authority).toBe(role);
  });

  it('has a verified demo teacher with a complete profile, visible in search and on a public page', async () => {
    const { token } = (await login(DEMO_ACCOUNTS.teacher.email)).json();
    const verification = (await t.app.inject({ url: '/users/v1/verification', headers: bearer(token) })).json();
    expect(verification).toMatchObject({ status: 'DONE', approvalStatus: 'APPROVED', searchVisible: true });
    const profile = (await t.app.inject({ url: '/users/v1/profile', headers: bearer(token) })).json();
    expect(profile).toMatchObject({ registrationStep: 'COMPLETE', verified: true });
    const page = await t.app.inject({ url: `/users/v1/open/users/${profile.id}` });
    expect(page.json()).toMatchObject({
      role: 'ROLE_TEACHER',
      verified: true,
      skills: ['mathematics', 'nmt-mathematics', 'physics'],
    });
  });

  it('is not loaded again into a database that already has accounts', async () => {
    expect(await seedDemoAccounts(t.db)).toBe(false);
  });
});
