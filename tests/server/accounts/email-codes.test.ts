import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { outboxCode, PASSWORD, uniqueEmail } from './account-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

async function registered(): Promise<{ email: string; code: string }> {
  const email = uniqueEmail();
  const res = await t.app.inject({
    method: 'POST',
    url: '/users/v1/open/auth/register',
    payload: { email, password: PASSWORD, firstName: 'Іван', lastName: 'Петренко', role: 'ROLE_STUDENT' },
  });
  expect(res.statusCode).toBe(201);
  return { email, code: await outboxCode(t, email) };
}

const confirm = (email: string, code: string, language = 'en') =>
  t.app.inject({
    method: 'POST',
    url: '/users/v1/open/auth/email-code',
    headers: { 'accept-language': language },
    payload: { email, code },
  });
const resend = (email: string, language = 'en') =>
  t.app.inject({
    method: 'POST',
    url: '/users/v1/open/auth/email-code/resend',
    headers: { 'accept-language': language },
    payload: { email },
  });
const wrong = (code: string) => (code === '000000' ? '111111' : '000000');

describe('POST /users/v1/open/auth/email-code', () => {
  it("answers WRONG_CODE 'Wrong code, please enter the correct code' with the attempts left", async () => {
    const { email, code } = await registered();
    const en = await confirm(email, wrong(code));
    expect(en.statusCode).toBe(400);
    expect(en.json()).toEqual({
      code: 'WRONG_CODE',
      message: 'Wrong code, please enter the correct code',
      details: { attemptsLeft: 4 },
    });
    const uk = await confirm(email, wrong(code), 'uk');
    expect(uk.json().message).toBe('Невірний код, введіть правильний код');
  });

  it('answers CODE_EXPIRED once 15 minutes have passed, asking for a new code', async () => {
    const { email, code } = await registered();
    t.clock.advance(15 * 60_000 + 1);
    const res = await confirm(email, code);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'CODE_EXPIRED',
      message: 'This code is no longer valid. Please request a new code.',
    });
  });

  it('answers CODE_EXPIRED after 5 wrong guesses, even for the right code', async () => {
    const { email, code } = await registered();
    for (let i = 0; i < 5; i++) expect((await confirm(email, wrong(code))).json().code).toBe('WRONG_CODE');
    expect((await confirm(email, code)).json().code).toBe('CODE_EXPIRED');
  });

  it('accepts a code once only', async () => {
    const { email, code } = await registered();
    expect((await confirm(email, code)).statusCode).toBe(200);
    expect((await confirm(email, code)).json().code).toBe('CODE_EXPIRED');
  });

  it('answers the per-field key for a code that is not 6 digits', async () => {
    const { email } = await registered();
    const res = await confirm(email, '12a4');
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: { fields: { code: 'validation.code-invalid' } },
    });
  });
});

describe('POST /users/v1/open/auth/email-code/resend', () => {
  it('refuses a resend within a minute with a translated 429 RATE_LIMITED', async () => {
    const { email } = await registered();
    const en = await resend(email);
    expect(en.statusCode).toBe(429);
    expect(en.json()).toMatchObject({ code: 'RATE_LIMITED', message: 'Too many attempts. Please try again later.' });
    expect(en.json().details.retryAfterSeconds).toBeGreaterThan(0);
    expect((await resend(email, 'uk')).json().message).toBe('Забагато спроб. Спробуйте пізніше.');
  });

  it('sends a new code after the cooldown, and only the newest code works', async () => {
    const { email, code: first } = await registered();
    t.clock.advance(61_000);
    expect((await resend(email)).statusCode).toBe(200);
    const second = await outboxCode(t, email);
    if (second !== first) expect((await confirm(email, first)).json().code).toBe('WRONG_CODE');
    expect((await confirm(email, second)).statusCode).toBe(200);
  });

  it('answers an unknown email like a known one, sending nothing', async () => {
    const email = uniqueEmail('ghost');
    const res = await resend(email);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ email, codeTtlSeconds: 900, resendAfterSeconds: 60 });
    const rows = await t.db.selectFrom('outbox').select('id').where('recipient', '=', email).execute();
    expect(rows).toHaveLength(0);
  });

  it('allows at most 5 codes an hour to one address', async () => {
    const { email } = await registered();
    for (let i = 0; i < 4; i++) {
      t.clock.advance(61_000);
      expect((await resend(email)).statusCode).toBe(200);
    }
    t.clock.advance(61_000);
    expect((await resend(email)).statusCode).toBe(429);
  });
});
