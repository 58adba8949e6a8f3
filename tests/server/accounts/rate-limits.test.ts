import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { outboxCode, PASSWORD, signUp, uniqueEmail } from './account-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

let addressCounter = 10;
/** Each test gets its own client address, so per-address counts never leak between tests. */
const newAddress = () => `203.0.113.${addressCounter++}`;

const login = (email: string, password: string, remoteAddress: string, language = 'en') =>
  t.app.inject({
    method: 'POST',
    url: '/users/v1/open/auth/login',
    remoteAddress,
    headers: { 'accept-language': language },
    payload: { email, password },
  });

describe('login failure limit (10 per 15 minutes, per account and per address)', () => {
  it('answers a translated 429 RATE_LIMITED after 10 wrong passwords, even for the right one, until the window ends', async () => {
    const user = await signUp(t);
    const address = newAddress();
    for (let i = 0; i < 10; i++) expect((await login(user.email, 'Wrong12345', address)).statusCode).toBe(401);
    const en = await login(user.email, PASSWORD, address);
    expect(en.statusCode).toBe(429);
    expect(en.json()).toMatchObject({ code: 'RATE_LIMITED', message: 'Too many attempts. Please try again later.' });
    expect(en.json().details.retryAfterSeconds).toBeGreaterThan(14 * 60);
    expect((await login(user.email, PASSWORD, address, 'uk')).json().message).toBe(
      'Забагато спроб. Спробуйте пізніше.',
    );
    t.clock.advance(15 * 60_000 + 1);
    expect((await login(user.email, PASSWORD, address)).statusCode).toBe(200);
  });

  it('limits the account whatever address the guesses come from', async () => {
    const user = await signUp(t);
    for (let i = 0; i < 10; i++) await login(user.email, 'Wrong12345', newAddress());
    expect((await login(user.email, PASSWORD, newAddress())).statusCode).toBe(429);
  });

  it('limits an address guessing across many accounts, and no other address', async () => {
    const address = newAddress();
    for (let i = 0; i < 10; i++) await login(uniqueEmail('guess'), 'Wrong12345', address);
    const user = await signUp(t);
    expect((await login(user.email, PASSWORD, address)).statusCode).toBe(429);
    expect((await login(user.email, PASSWORD, newAddress())).statusCode).toBe(200);
  });

  it('forgets an account’s failures after a successful login', async () => {
    const user = await signUp(t);
    const address = newAddress();
    for (let i = 0; i < 9; i++) await login(user.email, 'Wrong12345', address);
    expect((await login(user.email, PASSWORD, newAddress())).statusCode).toBe(200);
    expect((await login(user.email, 'Wrong12345', newAddress())).statusCode).toBe(401);
    expect((await login(user.email, PASSWORD, newAddress())).statusCode).toBe(200);
  });
});

describe('code failure limit', () => {
  it('answers 429 after 10 wrong email codes from one address, across fresh codes', async () => {
    const address = newAddress();
    const emails = [uniqueEmail(), uniqueEmail(), uniqueEmail()];
    for (const email of emails) {
      await t.app.inject({
        method: 'POST',
        url: '/users/v1/open/auth/register',
        payload: { email, password: PASSWORD, firstName: 'A', lastName: 'B', role: 'ROLE_STUDENT' },
      });
    }
    let failures = 0;
    for (const email of emails) {
      const code = await outboxCode(t, email);
      const wrong = code === '000000' ? '111111' : '000000';
      for (let i = 0; i < 4 && failures < 10; i++, failures++) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/users/v1/open/auth/email-code',
          remoteAddress: address,
          payload: { email, code: wrong },
        });
        expect(res.json().code).toBe('WRONG_CODE');
      }
    }
    const email = emails[2]!;
    const blocked = await t.app.inject({
      method: 'POST',
      url: '/users/v1/open/auth/email-code',
      remoteAddress: address,
      headers: { 'accept-language': 'uk' },
      payload: { email, code: await outboxCode(t, email) },
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: 'RATE_LIMITED', message: 'Забагато спроб. Спробуйте пізніше.' });
  });
});
