import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_CLOSE } from '../../../src/shared/contracts/live';
import { createAccessTokens } from '../../../src/server/auth/access-tokens';
import { hashPassword } from '../../../src/server/auth/passwords';
import { openDatabase } from '../../../src/server/db/database';
import { migrate } from '../../../src/server/db/migrator';
import { connectLive, type TestSocket } from './live-test-client';

/*
 * Two API processes on one PostgreSQL database, fanning out through Redis.
 * Both servers are needed whichever database the rest of the suite runs on, so this file uses
 * TEST_DATABASE_URL or the local server, and TEST_REDIS_URL or the local Redis.
 */
const databaseUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const redisUrl = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
const schema = `test_${randomBytes(6).toString('hex')}`;
const keyPrefix = `test-live-${randomBytes(6).toString('hex')}:`;
const secret = randomBytes(32);
const fixture = fileURLToPath(new URL('./fixtures/api-process.ts', import.meta.url));
const children: ChildProcess[] = [];

async function admin(sqlText: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(sqlText);
  await client.end();
}

/** Starts an API process and resolves with its URL once it listens. */
function startProcess(): Promise<{ url: string; child: ChildProcess; exited: Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', fixture], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      DB_SCHEMA: schema,
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: keyPrefix,
      JWT_SECRET: secret.toString('hex'),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /LISTENING (\S+)/.exec(out);
      if (match) resolve({ url: match[1]!, child, exited });
    });
    child.once('exit', (code) => reject(new Error(`API process exited (${code}) before listening`)));
  });
}

let a: Awaited<ReturnType<typeof startProcess>>;
let b: Awaited<ReturnType<typeof startProcess>>;
const tokens = createAccessTokens({ secret, ttlSeconds: 900 });
const userU = randomUUID();
const userV = randomUUID();
/** A user who signs in with a password: a real session, which a logout revokes. */
const userW = randomUUID();
const PASSWORD = 'Secret12345';

beforeAll(async () => {
  await admin(`create schema ${schema}`);
  const handle = await openDatabase({ databaseUrl, schema, poolSize: 2 });
  await migrate(handle.db);
  // The handshake checks that the user exists and is active (the session check).
  await handle.db
    .insertInto('users')
    .values(
      [userU, userV].map((id) => ({
        id,
        email: `${id}@example.com`,
        role: 'ROLE_STUDENT' as const,
        first_name: 'Тест',
        last_name: 'Х',
        registration_step: 'COMPLETE' as const,
      })),
    )
    .execute();
  await handle.db
    .insertInto('users')
    .values({
      id: userW,
      email: `${userW}@example.com`,
      password_hash: await hashPassword(PASSWORD),
      role: 'ROLE_STUDENT',
      first_name: 'Тест',
      last_name: 'Х',
      email_verified: true,
      registration_step: 'COMPLETE',
    })
    .execute();
  await handle.close();
  // One after the other: both would otherwise compile the same files at once on a small machine.
  a = await startProcess();
  b = await startProcess();
}, 120_000);

afterAll(async () => {
  const running = children.filter((c) => c.exitCode === null && c.signalCode === null);
  for (const child of running) child.kill('SIGTERM');
  await Promise.all(running.map((c) => new Promise((resolve) => c.once('exit', resolve))));
  await admin(`drop schema ${schema} cascade`);
  const redis = new Redis(redisUrl);
  await redis.del(`${keyPrefix}live`);
  redis.disconnect();
});

const sign = (id: string) =>
  tokens.sign({ id, role: 'ROLE_STUDENT', email: `${id}@example.com`, firstName: 'Тест', lastName: 'Х' });
const publishThroughA = async (userIds: string[], n: number) => {
  const res = await fetch(`${a.url}/__test/publish`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userIds, n }),
  });
  expect(res.status).toBe(200);
};
const numbers = (...sockets: TestSocket[]) =>
  sockets.flatMap((s) => s.pushes().map((p) => Number((p.data as { requestId: string }).requestId.slice(1))));

describe('a revocation across two API processes', () => {
  it('makes the other process refuse the access token at once, its cached check notwithstanding', async () => {
    const login = await fetch(`${a.url}/users/v1/open/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `${userW}@example.com`, password: PASSWORD }),
    });
    expect(login.status).toBe(200);
    const { token, refreshToken } = (await login.json()) as { token: string; refreshToken: string };
    const profileOnB = () => fetch(`${b.url}/users/v1/profile`, { headers: { authorization: `Bearer ${token}` } });
    // B checks the session and caches the answer (for ten minutes in these processes).
    expect((await profileOnB()).status).toBe(200);
    const onB = await connectLive(b.url, token);
    await onB.waitFor((f) => f[0]?.op === 'hello', 'hello');

    const logout = await fetch(`${a.url}/users/v1/open/auth/logout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refreshToken }),
    });
    expect(logout.status).toBe(200);
    // The revocation has reached B once its socket closed; from then on B refuses the token.
    expect(await onB.closed).toEqual({ code: LIVE_CLOSE.unauthorized, reason: 'session revoked' });
    expect((await profileOnB()).status).toBe(401);
    await expect(connectLive(b.url, token)).rejects.toThrow('handshake refused: 401');
  });
});

describe('live pushes across two API processes and Redis', () => {
  it('reaches a socket on the other process, and after that process dies every push arrives once', async () => {
    const onB = await connectLive(b.url, await sign(userU));
    const onA = await connectLive(a.url, await sign(userV));
    await Promise.all([onB, onA].map((s) => s.waitFor((f) => f[0]?.op === 'hello', 'hello')));

    const total = 60;
    for (let n = 1; n <= 10; n++) await publishThroughA([userU], n);
    await onB.waitFor(() => numbers(onB).length === 10, 'the first ten pushes through B');

    // Process B dies while pushes keep coming; the client resumes on A from its last cursor.
    const closed = onB.closed;
    const publishing = (async () => {
      for (let n = 11; n <= total; n++) await publishThroughA([userU], n);
    })();
    await onB.waitFor(() => numbers(onB).length >= 12, 'a few pushes after the kill began');
    b.child.kill('SIGKILL');
    await closed;
    await b.exited;
    const cursor = onB.pushes().at(-1)!.cursor;
    const resumed = await connectLive(a.url, await sign(userU), { cursor });
    await publishing;
    await resumed.waitFor(() => numbers(onB, resumed).length >= total, 'every push');

    const received = numbers(onB, resumed);
    expect(resumed.frames[0]).toMatchObject({ op: 'hello', resumed: true, cursor });
    expect(received).toHaveLength(total);
    expect(new Set(received).size).toBe(total);
    expect(received).toEqual(Array.from({ length: total }, (_, i) => i + 1));
    // The other user's socket on A saw none of it.
    expect(onA.pushes()).toEqual([]);
    resumed.close();
    onA.close();
  });
});
