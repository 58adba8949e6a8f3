import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../../src/server/app';
import { createAttemptLimiter, THROTTLE_POLICY, type AttemptSubject } from '../../../src/server/auth/attempt-limiter';
import { loadConfig, type TrustProxy } from '../../../src/server/config';
import { PASSWORD, signUp, uniqueEmail } from '../accounts/account-helpers';
import { createTestApp, type TestApp } from '../helpers/test-app';

/*
 * OWASP API2:2023 (broken authentication) and API4:2023 (unrestricted resource consumption),
 * Growing delays per account and address instead of a lock anyone can trigger,
 * counters that survive a restart, and the client address from trusted proxy hops only.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

// rate-limiter-flexible reads the wall clock; the tests move it instead of sleeping.
let wallClock = Date.now();
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(wallClock);
});
afterEach(() => {
  wallClock = Date.now() + 24 * 60 * 60_000;
  vi.useRealTimers();
});
const wait = (seconds: number) => vi.setSystemTime(Date.now() + seconds * 1000);

let addressCounter = 1;
const newAddress = () => `192.0.2.${addressCounter++}`;

const login = (email: string, password: string, remoteAddress: string, language = 'en', app = t.app) =>
  app.inject({
    method: 'POST',
    url: '/users/v1/open/auth/login',
    remoteAddress,
    headers: { 'accept-language': language },
    payload: { email, password },
  });
const { pair, address } = THROTTLE_POLICY;
/** "через …": the accusative Ukrainian wants there. */
const UK_WAIT: Record<number, string> = { 1: '1 секунду', 2: '2 секунди', 4: '4 секунди', 8: '8 секунд' };

describe('per account and address: growing delays, not a lock', () => {
  it('lets the owner sign in from their own address while someone else guesses their password', async () => {
    const user = await signUp(t);
    const attacker = newAddress();
    for (let i = 0; i < 12; i++) {
      const res = await login(user.email, `Wrong${i}aaaa1`, attacker);
      expect([401, 429]).toContain(res.statusCode);
      if (res.statusCode === 429) wait(Number(res.headers['retry-after']));
    }
    expect((await login(user.email, PASSWORD, newAddress())).statusCode).toBe(200);
  });

  it('after the free failures makes the pair wait 1, 2, 4 s…, saying so in Retry-After and a translated message', async () => {
    const user = await signUp(t);
    const from = newAddress();
    for (let i = 0; i < pair.freeFailures; i++)
      expect((await login(user.email, 'Wrong12345', from)).statusCode).toBe(401);
    // The free failures cost no wait.
    expect((await login(user.email, 'Wrong12345', from)).statusCode).toBe(401);
    for (const seconds of [1, 2, 4, 8]) {
      const en = await login(user.email, PASSWORD, from);
      expect(en.statusCode).toBe(429);
      expect(en.headers['retry-after']).toBe(String(seconds));
      expect(en.json()).toMatchObject({
        code: 'TOO_MANY_ATTEMPTS',
        details: { retryAfterSeconds: seconds },
        message: `Too many failed attempts. Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
      });
      expect((await login(user.email, PASSWORD, from, 'uk')).json().message).toBe(
        `Забагато невдалих спроб. Спробуйте знову через ${UK_WAIT[seconds]}.`,
      );
      wait(seconds);
      expect((await login(user.email, 'Wrong12345', from)).statusCode).toBe(401);
    }
    const capped = await login(user.email, PASSWORD, from);
    expect(Number(capped.headers['retry-after'])).toBe(16);
    wait(16);
    // The right password after the wait signs in and forgets the pair's failures.
    expect((await login(user.email, PASSWORD, from)).statusCode).toBe(200);
    expect((await login(user.email, 'Wrong12345', from)).statusCode).toBe(401);
    expect((await login(user.email, PASSWORD, from)).statusCode).toBe(200);
  });

  it('slows an address guessing across many accounts past a generous ceiling, and never for long', async () => {
    const from = newAddress();
    const user = await signUp(t);
    // Credential stuffing: one wrong password for each of many accounts.
    for (let batch = 0; batch < address.freeFailures / 10; batch++) {
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => login(uniqueEmail('stuffed'), 'Wrong12345', from)),
      );
      expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(401));
    }
    // Up to the ceiling nobody at that address is slowed (the old limit locked it after 10).
    expect((await login(user.email, PASSWORD, from)).statusCode).toBe(200);
    expect((await login(uniqueEmail('stuffed'), 'Wrong12345', from)).statusCode).toBe(401);
    const slowed = await login(user.email, PASSWORD, from);
    expect(slowed.statusCode).toBe(429);
    expect(Number(slowed.headers['retry-after'])).toBeLessThanOrEqual(address.maxDelaySeconds);
    // Another address is not affected at all.
    expect((await login(user.email, PASSWORD, newAddress())).statusCode).toBe(200);
    wait(Number(slowed.headers['retry-after']));
    expect((await login(user.email, PASSWORD, from)).statusCode).toBe(200);
  });

  it('keeps the counts in the database: a restarted server still makes the pair wait', async () => {
    const user = await signUp(t);
    const from = newAddress();
    for (let i = 0; i <= pair.freeFailures; i++) await login(user.email, 'Wrong12345', from);
    expect((await login(user.email, PASSWORD, from)).statusCode).toBe(429);
    const restarted = await buildApp({
      config: { webDistDir: '/nonexistent-web-dist', logLevel: 'silent', trustProxy: false },
      db: t.db,
      accessTokens: t.accessTokens,
      now: t.clock.now,
      logger: false,
    });
    try {
      const res = await login(user.email, PASSWORD, from, 'en', restarted);
      expect(res.statusCode).toBe(429);
      expect(res.json().code).toBe('TOO_MANY_ATTEMPTS');
    } finally {
      await restarted.close();
    }
  });

  it('throttles wrong email codes per address and account too', async () => {
    const email = uniqueEmail();
    const from = newAddress();
    await t.app.inject({
      method: 'POST',
      url: '/users/v1/open/auth/register',
      remoteAddress: from,
      payload: { email, password: PASSWORD, firstName: 'A', lastName: 'B', role: 'ROLE_STUDENT' },
    });
    const code = async () => {
      const row = await t.db
        .selectFrom('outbox')
        .select('body')
        .where('recipient', '=', email)
        .orderBy('created_at', 'desc')
        .executeTakeFirstOrThrow();
      return /(\d{6})/.exec(row.body)![1]!;
    };
    const right = await code();
    const wrong = right === '000000' ? '111111' : '000000';
    const confirm = (value: string) =>
      t.app.inject({
        method: 'POST',
        url: '/users/v1/open/auth/email-code',
        remoteAddress: from,
        payload: { email, code: value },
      });
    for (let i = 0; i < 4; i++) expect((await confirm(wrong)).json().code).toBe('WRONG_CODE');
    // A fresh code (the first allowed 5 guesses), then two more wrong ones: the 6th failure waits.
    t.clock.advance(61_000);
    await t.app.inject({
      method: 'POST',
      url: '/users/v1/open/auth/email-code/resend',
      remoteAddress: from,
      payload: { email },
    });
    const fresh = await code();
    const wrongAgain = fresh === '000000' ? '111111' : '000000';
    expect((await confirm(wrongAgain)).json().code).toBe('WRONG_CODE');
    expect((await confirm(wrongAgain)).json().code).toBe('WRONG_CODE');
    const held = await confirm(fresh);
    expect(held.statusCode).toBe(429);
    expect(held.headers['retry-after']).toBe('1');
    wait(1);
    expect((await confirm(fresh)).statusCode).toBe(200);
  });
});

describe('the client address behind proxies (TRUST_PROXY)', () => {
  const appWith = async (trustProxy: TrustProxy) => {
    const app = await buildApp({
      config: { webDistDir: '/nonexistent-web-dist', logLevel: 'silent', trustProxy },
      db: t.db,
      accessTokens: t.accessTokens,
      now: t.clock.now,
      logger: false,
    });
    app.get('/users/v1/open/test-client-address', async (request) => ({ ip: request.ip }));
    return app;
  };

  it('takes the address the trusted proxy saw, not the left-most X-Forwarded-For entry the client wrote', async () => {
    const app = await appWith(loadConfig({ TRUST_PROXY: 'true' }).trustProxy);
    try {
      const res = await app.inject({
        url: '/users/v1/open/test-client-address',
        remoteAddress: '10.0.0.2',
        headers: { 'x-forwarded-for': '6.6.6.6, 198.51.100.77' },
      });
      expect(res.json().ip).toBe('198.51.100.77');
      const twoHops = await appWith(loadConfig({ TRUST_PROXY: '2' }).trustProxy);
      const behindTwo = await twoHops.inject({
        url: '/users/v1/open/test-client-address',
        remoteAddress: '10.0.0.2',
        headers: { 'x-forwarded-for': '6.6.6.6, 198.51.100.77, 10.0.0.9' },
      });
      expect(behindTwo.json().ip).toBe('198.51.100.77');
      await twoHops.close();
    } finally {
      await app.close();
    }
  });

  it('a guesser cannot escape the pair throttle by rotating a forged X-Forwarded-For', async () => {
    const app = await appWith(loadConfig({ TRUST_PROXY: 'true' }).trustProxy);
    try {
      const user = await signUp(t);
      const real = newAddress();
      const guess = (forged: string, password = 'Wrong12345') =>
        app.inject({
          method: 'POST',
          url: '/users/v1/open/auth/login',
          remoteAddress: '10.0.0.2',
          headers: { 'x-forwarded-for': `${forged}, ${real}` },
          payload: { email: user.email, password },
        });
      for (let i = 0; i <= pair.freeFailures; i++) expect((await guess(`6.6.6.${i}`)).statusCode).toBe(401);
      expect((await guess('6.6.6.200', PASSWORD)).statusCode).toBe(429);
    } finally {
      await app.close();
    }
  });
});

describe('Redis store (REDIS_URL)', () => {
  it('keeps the counts in Redis, shared by a second limiter as a restarted process would be', async () => {
    const client = new Redis('redis://127.0.0.1:6379', { lazyConnect: true, maxRetriesPerRequest: 1 });
    await client.connect();
    const prefix = `test-${randomBytes(6).toString('hex')}:`;
    try {
      const subject: AttemptSubject = { kind: 'login', account: 'someone@example.com', ip: '192.0.2.200' };
      const first = createAttemptLimiter({ kind: 'redis', client, prefix });
      for (let i = 0; i <= pair.freeFailures; i++) {
        await first.assertAllowed(subject);
        await first.recordFailure(subject);
      }
      const second = createAttemptLimiter({ kind: 'redis', client, prefix });
      await expect(second.assertAllowed(subject)).rejects.toMatchObject({
        code: 'TOO_MANY_ATTEMPTS',
        details: { retryAfterSeconds: 1 },
      });
      await second.clear(subject);
      await expect(second.assertAllowed(subject)).resolves.toBeUndefined();
    } finally {
      const keys = await client.keys(`${prefix}*`);
      if (keys.length > 0) await client.del(...keys);
      await client.quit();
    }
  });

  it('writes its keys under REDIS_KEY_PREFIX, as the live stream does', async () => {
    const client = new Redis('redis://127.0.0.1:6379', { lazyConnect: true, maxRetriesPerRequest: 1 });
    await client.connect();
    const prefix = `test-throttle-${randomBytes(6).toString('hex')}:`;
    const app = await buildApp({
      config: { webDistDir: '/nonexistent-web-dist', logLevel: 'silent', trustProxy: false, redisKeyPrefix: prefix },
      db: t.db,
      accessTokens: t.accessTokens,
      now: t.clock.now,
      logger: false,
      throttleStore: { kind: 'redis', client },
    });
    try {
      const user = await signUp(t);
      expect((await login(user.email, 'Wrong-password1', newAddress(), 'en', app)).statusCode).toBe(401);
      const keys = await client.keys(`${prefix}*`);
      expect(keys.sort()).toEqual([
        expect.stringMatching(new RegExp(`^${prefix}throttle:address_failures:`)),
        expect.stringMatching(new RegExp(`^${prefix}throttle:pair_failures:`)),
      ]);
    } finally {
      await app.close();
      const keys = await client.keys(`${prefix}*`);
      if (keys.length > 0) await client.del(...keys);
      await client.quit();
    }
  });
});
