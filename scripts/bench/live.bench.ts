/**
 * Live platform benchmark: `npm run bench -- live [--duration 60] [--sockets 2000]`.
 *
 * 1. Ceiling: a bare `ws` server sends the same load straight to the target sockets.
 * 2. One process: the app's live channel (in-memory log); pushes through `live.publish`.
 * 3. Two processes + Redis: published through this process's app, delivered by process B.
 *
 * Each run: N sockets open from a separate client process, then 200 pushes/s to random users
 * for the duration; latency is send (before publish) to receive, from the time in the push.
 * Memory per idle socket is the server process's RSS (and heap) growth from N idle sockets,
 * after a GC, divided by N. Goals: p99 ≤ 50 ms and ≤ 30 KB per idle socket in one process;
 * p99 ≤ 100 ms through Redis.
 */
import { benchUserIds, insertBenchUsers } from './live-users';
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { Redis } from 'ioredis';
import { WebSocketServer, type WebSocket } from 'ws';
import { buildApp } from '../../src/server/app';
import { createAccessTokens } from '../../src/server/auth/access-tokens';
import { openDatabase } from '../../src/server/db/database';
import { migrate } from '../../src/server/db/migrator';

const args = process.argv.slice(2);
const flag = (name: string, fallback: number) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const DURATION_S = flag('duration', 60);
const SOCKETS = flag('sockets', 2000);
const RATE = flag('rate', 200);
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const here = path.dirname(fileURLToPath(import.meta.url));

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
const nowMs = () => performance.timeOrigin + performance.now();
const users = benchUserIds(SOCKETS);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;

function memory() {
  gc();
  gc();
  const m = process.memoryUsage();
  return { rss: m.rss, heap: m.heapUsed + m.external };
}

function startClients(): ChildProcess {
  return fork(path.join(here, 'live-clients.ts'), [], { execArgv: ['--import', 'tsx'], stdio: 'inherit' });
}

function ask<T>(child: ChildProcess, message: object, answer: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const onMessage = (m: { op: string; message?: string }) => {
      if (m.op === answer) {
        child.off('message', onMessage);
        resolve(m as T);
      } else if (m.op === 'error') reject(new Error(m.message));
    };
    child.on('message', onMessage);
    child.send(message);
  });
}

interface Result {
  name: string;
  p50: number;
  p99: number;
  received: number;
  sent: number;
  kbPerSocket?: { rss: number; heap: number };
}

/** Connects the clients, measures idle memory, runs the load, collects the latencies. */
async function run(
  name: string,
  url: string,
  secret: string | undefined,
  send: (userId: string, seq: number, sentAt: number) => void | Promise<void>,
  measureMemory: boolean,
): Promise<Result> {
  const clients = startClients();
  const before = memory();
  await ask(clients, { op: 'connect', url, users, secret }, 'ready');
  // Let handshakes settle before measuring idle sockets.
  await new Promise((r) => setTimeout(r, 500));
  const after = memory();
  let sent = 0;
  const interval = 1000 / RATE;
  const start = nowMs();
  const end = start + DURATION_S * 1000;
  // Paced by the clock, not by timer ticks: a late tick sends what is due, so the rate holds.
  while (nowMs() < end) {
    const due = Math.floor((nowMs() - start) / interval);
    while (sent < due) {
      const to = users[Math.floor(Math.random() * users.length)]!;
      sent += 1;
      void send(to, sent, nowMs());
    }
    await new Promise((r) => setTimeout(r, 2));
  }
  await new Promise((r) => setTimeout(r, 1000));
  const { latencies } = await ask<{ latencies: number[] }>(clients, { op: 'report' }, 'latencies');
  clients.send({ op: 'close' });
  const sorted = latencies.sort((a, b) => a - b);
  return {
    name,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    received: sorted.length,
    sent,
    kbPerSocket: measureMemory
      ? { rss: (after.rss - before.rss) / 1024 / SOCKETS, heap: (after.heap - before.heap) / 1024 / SOCKETS }
      : undefined,
  };
}

async function ceiling(): Promise<Result> {
  const byUser = new Map<string, WebSocket>();
  const server = new WebSocketServer({ port: 0, host: '127.0.0.1', perMessageDeflate: false });
  server.on('connection', (socket, request) => {
    byUser.set(new URL(request.url!, 'http://x').searchParams.get('user')!, socket);
  });
  await new Promise((r) => server.once('listening', r));
  const { port } = server.address() as { port: number };
  const result = await run(
    'bare ws (ceiling)',
    `ws://127.0.0.1:${port}/`,
    undefined,
    (userId, seq, sentAt) => {
      byUser.get(userId)?.send(
        JSON.stringify({
          op: 'push',
          cursor: String(seq),
          type: 'request.changed',
          data: { requestId: `r${seq}`, change: String(sentAt) },
        }),
      );
    },
    true,
  );
  server.close();
  return result;
}

async function appRun(name: string, redis: { url: string; prefix: string } | null): Promise<Result> {
  const secret = randomBytes(32);
  const handle = await openDatabase({});
  await migrate(handle.db);
  await insertBenchUsers(handle.db, users);
  const app = await buildApp({
    config: {
      webDistDir: '/nonexistent',
      logLevel: 'silent',
      trustProxy: false,
      redisUrl: redis?.url,
      redisKeyPrefix: redis?.prefix,
    },
    db: handle.db,
    database: handle,
    accessTokens: createAccessTokens({ secret, ttlSeconds: 3600 }),
    logger: false,
  });
  let url = await app.listen({ port: 0, host: '127.0.0.1' });
  let other: ChildProcess | null = null;
  if (redis) {
    other = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'live-server.ts')], {
      env: {
        ...process.env,
        REDIS_URL: redis.url,
        REDIS_KEY_PREFIX: redis.prefix,
        JWT_SECRET: secret.toString('hex'),
        BENCH_SOCKETS: String(SOCKETS),
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    url = await new Promise<string>((resolve) => {
      let out = '';
      other!.stdout!.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const match = /LISTENING (\S+)/.exec(out);
        if (match) resolve(match[1]!);
      });
    });
  }
  const result = await run(
    name,
    `${url.replace('http', 'ws')}/users/v1/open/users/live`,
    secret.toString('hex'),
    (userId, seq, sentAt) =>
      app.ctx.live.publish(userId, { type: 'request.changed', data: { requestId: `r${seq}`, change: String(sentAt) } }),
    !redis,
  );
  if (other) {
    other.kill('SIGTERM');
    await new Promise((r) => other!.once('exit', r));
  }
  await app.close();
  await handle.close();
  return result;
}

const results: Result[] = [];
results.push(await ceiling());
results.push(await appRun('live channel, one process', null));
const prefix = `bench-${randomBytes(4).toString('hex')}:`;
results.push(await appRun('live channel, two processes + Redis', { url: REDIS_URL, prefix }));
const redis = new Redis(REDIS_URL);
await redis.del(`${prefix}live`);
redis.disconnect();

console.log(`\n${SOCKETS} sockets, ${RATE} pushes/s to random users, ${DURATION_S} s per run`);
console.log('run                                   p50 ms   p99 ms   received/sent   KB per idle socket (RSS / heap)');
for (const r of results) {
  const kb = r.kbPerSocket ? `${r.kbPerSocket.rss.toFixed(1)} / ${r.kbPerSocket.heap.toFixed(1)}` : '—';
  console.log(
    `${r.name.padEnd(38)}${r.p50.toFixed(2).padStart(7)}  ${r.p99.toFixed(2).padStart(7)}   ${`${r.received}/${r.sent}`.padStart(13)}   ${kb}`,
  );
}
process.exit(0);
