/**
 * Accounts benchmark: login latency with the argon2id parameters in use, and the
 * throughput of authenticated requests, over a real socket against the app built in-process on
 * an in-memory PGlite (the embedded default). `npm run bench -- login`.
 *
 *   BENCH_LOGINS=60 BENCH_SECONDS=5 BENCH_CONCURRENCY=16 npx tsx scripts/bench/login.bench.ts
 *
 * With BENCH_DATABASE_URL=postgres://… it runs on that PostgreSQL server instead, in a schema
 * of its own that is dropped afterwards.
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { buildApp } from '../../src/server/app';
import { createAccessTokens } from '../../src/server/auth/access-tokens';
import { ARGON2_DESCRIPTION, hashPassword } from '../../src/server/auth/passwords';
import { openDatabase } from '../../src/server/db/database';
import { migrate } from '../../src/server/db/migrator';
import { seedDatabase } from '../../src/server/db/seed/seed';

const LOGINS = Number(process.env.BENCH_LOGINS ?? 60);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const PASSWORD = 'Bench12345';

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
const ms = (n: number) => `${n.toFixed(1)} ms`;

/** One keep-alive agent for the whole run: what a browser does with its few connections. */
const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });

function request(port: number, method: string, path: string, headers: Record<string, string>, body?: string) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent,
        headers: body ? { ...headers, 'content-type': 'application/json' } : headers,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** Runs `call` from CONCURRENCY loops for SECONDS; answers requests per second and latencies. */
async function throughput(call: () => Promise<{ status: number }>) {
  const latencies: number[] = [];
  let failures = 0;
  const end = performance.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < end) {
        const start = performance.now();
        const res = await call();
        latencies.push(performance.now() - start);
        if (res.status !== 200) failures++;
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return {
    rps: latencies.length / SECONDS,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    failures,
    count: latencies.length,
  };
}

/** PGlite in memory, or a throwaway schema on BENCH_DATABASE_URL. */
async function openBenchDatabase() {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) return { handle: await openDatabase({}), label: 'PGlite in memory', drop: async () => {} };
  const schema = `bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  return {
    handle: await openDatabase({ databaseUrl: url, schema, poolSize: CONCURRENCY }),
    label: `PostgreSQL (${new URL(url).host})`,
    drop: async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop schema ${schema} cascade`);
      await client.end();
    },
  };
}

async function main() {
  const { handle, label, drop } = await openBenchDatabase();
  await migrate(handle.db);
  await seedDatabase(handle.db, { demo: false });
  const email = 'bench@repetytor.test';
  await handle.db
    .insertInto('users')
    .values({
      email,
      password_hash: await hashPassword(PASSWORD),
      role: 'ROLE_STUDENT',
      first_name: 'Bench',
      last_name: 'User',
      email_verified: true,
      registration_step: 'COMPLETE',
    })
    .execute();
  const app = await buildApp({
    config: { webDistDir: '/nonexistent', logLevel: 'silent', trustProxy: false },
    db: handle.db,
    accessTokens: createAccessTokens({ secret: randomBytes(32), ttlSeconds: 900 }),
    logger: false,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;

  const hashTimes: number[] = [];
  for (let i = 0; i < 10; i++) {
    const start = performance.now();
    await hashPassword(PASSWORD);
    hashTimes.push(performance.now() - start);
  }
  hashTimes.sort((a, b) => a - b);

  const login = () =>
    request(port, 'POST', '/users/v1/open/auth/login', {}, JSON.stringify({ email, password: PASSWORD }));
  for (let i = 0; i < 5; i++) await login();
  const loginTimes: number[] = [];
  let token = '';
  let refreshToken = '';
  for (let i = 0; i < LOGINS; i++) {
    const start = performance.now();
    const res = await login();
    loginTimes.push(performance.now() - start);
    if (res.status !== 200) throw new Error(`login failed: ${res.status} ${res.body}`);
    ({ token, refreshToken } = JSON.parse(res.body) as { token: string; refreshToken: string });
  }
  loginTimes.sort((a, b) => a - b);

  const auth = { authorization: `Bearer ${token}` };
  const profile = await throughput(() => request(port, 'GET', '/users/v1/profile', auth));
  const refresh = await throughput(() =>
    request(port, 'POST', '/users/v1/open/auth/refresh', {}, JSON.stringify({ refreshToken })),
  );

  console.log(
    `\nAccounts benchmark — ${label}, Node ${process.version}, ${CONCURRENCY} keep-alive connections, ${SECONDS} s per run`,
  );
  console.log(`Password hashing: ${ARGON2_DESCRIPTION} (hash p50 ${ms(percentile(hashTimes, 50))})\n`);
  console.table({
    'POST /open/auth/login (sequential)': {
      requests: LOGINS,
      p50: ms(percentile(loginTimes, 50)),
      p95: ms(percentile(loginTimes, 95)),
      'req/s': (1000 / percentile(loginTimes, 50)).toFixed(0),
      failures: 0,
    },
    'GET /profile (bearer)': {
      requests: profile.count,
      p50: ms(profile.p50),
      p95: ms(profile.p95),
      'req/s': profile.rps.toFixed(0),
      failures: profile.failures,
    },
    'POST /open/auth/refresh': {
      requests: refresh.count,
      p50: ms(refresh.p50),
      p95: ms(refresh.p95),
      'req/s': refresh.rps.toFixed(0),
      failures: refresh.failures,
    },
  });

  agent.destroy();
  await app.close();
  await handle.close();
  await drop();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
