import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { bearer, signUp } from './account-helpers';

const CLIENT_ID = 'repetytor-test.apps.googleusercontent.com';
let t: TestApp;
let googleKey: CryptoKey;
let strangerKey: CryptoKey;

/** Signs an ID token the way Google does, with our local key pair standing in for Google's. */
async function idToken(
  claims: Record<string, unknown>,
  options: { key?: CryptoKey; audience?: string; expiresInSeconds?: number } = {},
) {
  const now = Math.floor(t.clock.now() / 1000);
  return new SignJWT({ email_verified: true, given_name: 'Олена', family_name: 'Гугл', ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
    .setIssuer('https://accounts.google.com')
    .setAudience(options.audience ?? CLIENT_ID)
    .setSubject(String(claims.sub ?? 'google-sub-1'))
    .setIssuedAt(now)
    .setExpirationTime(now + (options.expiresInSeconds ?? 3600))
    .sign(options.key ?? googleKey);
}

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  googleKey = pair.privateKey;
  strangerKey = (await generateKeyPair('RS256')).privateKey;
  const jwk: JWK = { ...(await exportJWK(pair.publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  t = await createTestApp({
    deps: { googleKeys: createLocalJWKSet({ keys: [jwk] }) },
    accounts: { googleClientId: CLIENT_ID },
  });
});
afterAll(async () => t?.close());

const google = (payload: object, language = 'en') =>
  t.app.inject({
    method: 'POST',
    url: '/users/v1/open/auth/google',
    headers: { 'accept-language': language },
    payload,
  });

describe('POST /users/v1/open/auth/google', () => {
  it('tells the sign-in screen which client id to use', async () => {
    expect((await t.app.inject({ url: '/users/v1/open/auth/config' })).json()).toEqual({ googleClientId: CLIENT_ID });
  });

  it("answers NOT_REGISTERED 'You're not registered yet…' for an unknown Google account", async () => {
    const token = await idToken({ sub: 'unknown-1', email: 'nobody@gmail.com' });
    const en = await google({ idToken: token });
    expect(en.statusCode).toBe(401);
    expect(en.json()).toEqual({
      code: 'NOT_REGISTERED',
      message: "You're not registered yet. Please sign up first to continue!",
    });
    expect((await google({ idToken: token }, 'uk')).json().message).toBe(
      'Ви ще не зареєстровані. Спершу зареєструйтеся, щоб продовжити!',
    );
  });

  it('creates the account from the register screen (with a role), then signs it in again', async () => {
    const token = await idToken({ sub: 'new-teacher-1', email: 'Olena.Google@gmail.com' });
    const created = await google({ idToken: token, role: 'ROLE_TEACHER' });
    expect(created.statusCode, created.body).toBe(200);
    const profile = (await t.app.inject({ url: '/users/v1/profile', headers: bearer(created.json().token) })).json();
    expect(profile).toMatchObject({
      email: 'olena.google@gmail.com',
      role: 'ROLE_TEACHER',
      firstName: 'Олена',
      lastName: 'Гугл',
      emailVerified: true,
      registrationStep: 'PROFILE_INFO',
    });
    const again = await google({ idToken: await idToken({ sub: 'new-teacher-1', email: 'olena.google@gmail.com' }) });
    expect(again.statusCode).toBe(200);
    expect((await t.accessTokens.verify(again.json().token)).sub).toBe(profile.id);
  });

  it('signs in an account registered with a password by its Google-verified email', async () => {
    const user = await signUp(t);
    const res = await google({ idToken: await idToken({ sub: 'linked-1', email: user.email }) });
    expect(res.statusCode).toBe(200);
    expect((await t.accessTokens.verify(res.json().token)).sub).toBe(user.id);
  });

  it.each([
    [
      'another client id',
      async () => idToken({ sub: 's', email: 'a@gmail.com' }, { audience: 'someone-else.apps.googleusercontent.com' }),
    ],
    ['an expired token', async () => idToken({ sub: 's', email: 'a@gmail.com' }, { expiresInSeconds: -60 })],
    ['a key that is not Google’s', async () => idToken({ sub: 's', email: 'a@gmail.com' }, { key: strangerKey })],
    ['an unverified email', async () => idToken({ sub: 's', email: 'a@gmail.com', email_verified: false })],
    ['garbage', async () => 'not.a.jwt'],
  ])('answers INVALID_CREDENTIALS for %s', async (_case, make) => {
    const res = await google({ idToken: await make(), role: 'ROLE_STUDENT' });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('INVALID_CREDENTIALS');
  });
});
