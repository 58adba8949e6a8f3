import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpMailSender } from '../../../src/server/integrations/mail/smtp-mail-sender';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { bearer, PASSWORD, uniqueEmail } from './account-helpers';
import { codeIn, startMailCapture } from './mail-capture';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startMailCapture>>;
beforeAll(async () => {
  smtp = await startMailCapture();
  t = await createTestApp({
    deps: { mail: createSmtpMailSender({ url: smtp.url, from: 'Repetytor <no-reply@repetytor.test>' }) },
  });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const register = (payload: object, language = 'uk') =>
  t.app.inject({
    method: 'POST',
    url: '/users/v1/open/auth/register',
    headers: { 'accept-language': language },
    payload,
  });
const login = (email: string, password: string, language = 'uk') =>
  t.app.inject({
    method: 'POST',
    url: '/users/v1/open/auth/login',
    headers: { 'accept-language': language },
    payload: { email, password },
  });

describe('register → email code → login → profile', () => {
  it('emails a 6-digit code over SMTP, confirms it, signs in and shows the profile', async () => {
    const email = uniqueEmail('teacher');
    const res = await register({
      email,
      password: PASSWORD,
      firstName: 'Олена',
      lastName: 'Коваль',
      role: 'ROLE_TEACHER',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ email, codeTtlSeconds: 900, resendAfterSeconds: 60 });

    const mail = smtp.lastTo(email);
    expect(mail.subject).toBe('Код підтвердження Repetytor');
    expect(mail.text).toContain('Вітаємо, Олена!');
    const code = codeIn(mail);
    expect(mail.html).toContain(code);

    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/users/v1/open/auth/email-code',
      payload: { email, code },
    });
    expect(confirmed.statusCode).toBe(200);
    const claims = await t.accessTokens.verify(confirmed.json().token);
    expect(claims).toMatchObject({ authority: 'ROLE_TEACHER', email, firstName: 'Олена', lastName: 'Коваль' });

    const signedIn = await login(email, PASSWORD);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toEqual({ token: expect.any(String), refreshToken: expect.any(String) });

    const profile = await t.app.inject({ url: '/users/v1/profile', headers: bearer(signedIn.json().token) });
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({
      email,
      role: 'ROLE_TEACHER',
      firstName: 'Олена',
      lastName: 'Коваль',
      registrationStep: 'PROFILE_INFO',
      emailVerified: true,
      verified: false,
      language: 'uk',
    });
  });

  it('writes the email in English for a user who registered in English', async () => {
    const email = uniqueEmail();
    await register({ email, password: PASSWORD, firstName: 'Anna', lastName: 'Smith', role: 'ROLE_STUDENT' }, 'en');
    const mail = smtp.lastTo(email);
    expect(mail.subject).toBe('Your Repetytor confirmation code');
    expect(mail.text).toContain('Hello, Anna!');
  });

  it('stores the email lower-cased and signs in whatever the case typed', async () => {
    const email = uniqueEmail();
    await register({
      email: email.toUpperCase(),
      password: PASSWORD,
      firstName: 'A',
      lastName: 'B',
      role: 'ROLE_STUDENT',
    });
    const code = codeIn(smtp.lastTo(email));
    expect(
      (await t.app.inject({ method: 'POST', url: '/users/v1/open/auth/email-code', payload: { email, code } }))
        .statusCode,
    ).toBe(200);
    expect((await login(email.toUpperCase(), PASSWORD)).statusCode).toBe(200);
  });

  it('answers EMAIL_IN_USE for a second account with the same email', async () => {
    const email = uniqueEmail();
    await register({ email, password: PASSWORD, firstName: 'A', lastName: 'B', role: 'ROLE_STUDENT' });
    const again = await register(
      { email, password: PASSWORD, firstName: 'A', lastName: 'B', role: 'ROLE_TEACHER' },
      'en',
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: 'EMAIL_IN_USE', message: 'This email is already in use.' });
  });

  it('refuses to register an administrator', async () => {
    const res = await register({
      email: uniqueEmail(),
      password: PASSWORD,
      firstName: 'A',
      lastName: 'B',
      role: 'ROLE_ADMINISTRATOR',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fields).toEqual({ role: 'validation.role-invalid' });
  });
});

describe('POST /users/v1/open/auth/login', () => {
  it("answers 401 'Invalid credentials!' in English and 'Невірні облікові дані!' in Ukrainian for a wrong password", async () => {
    const email = uniqueEmail();
    await register({ email, password: PASSWORD, firstName: 'A', lastName: 'B', role: 'ROLE_STUDENT' });
    const en = await login(email, 'Wrong12345', 'en');
    expect(en.statusCode).toBe(401);
    expect(en.json()).toEqual({ code: 'INVALID_CREDENTIALS', message: 'Invalid credentials!' });
    const uk = await login(email, 'Wrong12345', 'uk');
    expect(uk.json()).toEqual({ code: 'INVALID_CREDENTIALS', message: 'Невірні облікові дані!' });
  });

  it('answers the same 401 for an email nobody registered', async () => {
    const res = await login(uniqueEmail('nobody'), PASSWORD, 'en');
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('INVALID_CREDENTIALS');
  });

  it('answers EMAIL_NOT_VERIFIED with a fresh code for the right password of an unconfirmed account', async () => {
    const email = uniqueEmail();
    await register({ email, password: PASSWORD, firstName: 'A', lastName: 'B', role: 'ROLE_STUDENT' });
    const sent = smtp.received.length;
    t.clock.advance(61_000);
    const res = await login(email, PASSWORD, 'en');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'EMAIL_NOT_VERIFIED', details: { email } });
    expect(smtp.received.length).toBe(sent + 1);
    const code = codeIn(smtp.lastTo(email));
    expect(
      (await t.app.inject({ method: 'POST', url: '/users/v1/open/auth/email-code', payload: { email, code } }))
        .statusCode,
    ).toBe(200);
  });
});
