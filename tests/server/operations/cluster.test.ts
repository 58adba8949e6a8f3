import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/*
 * Several server processes behind one port, as `npm start` runs them: the compiled
 * server (built here into a folder of its own) with WEB_CONCURRENCY=3 over a PostgreSQL database
 * of its own on the TEST_DATABASE_URL server. While 2,000 requests are spread over the three, one
 * is killed with SIGKILL: only requests in flight on it may fail, each only with a broken
 * connection, which the client retries; the primary starts another process, which serves.
 */

const PG_URL = process.env.TEST_DATABASE_URL;
const PROCESSES = 3;
const REQUESTS = 2_000;
const CONCURRENCY = 8;
const KILL_AFTER = 500;
/** The machine is shared: waits are for events, bounded generously rather than timed. */
const WAIT_MS = 90_000;

const root = path.resolve(import.meta.dirname, '../../..');
const work = mkdtempSync(path.join(os.tmpdir(), 'repetytor-cluster-'));
// Inside the repository, as dist/server is: the build imports its packages from node_modules.
const serverDir = path.join(root, 'dist', `cluster-test-${randomBytes(4).toString('hex')}`);
const database = `cluster_${randomBytes(5).toString('hex')}`;

let primary: ChildProcess | null = null;
let port = 0;
const listening: number[] = [];
const primaryLog: string[] = [];

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Polls `check` until it holds, failing after WAIT_MS with `what` in the message. */
async function until(what: string, check: () => boolean | Promise<boolean>): Promise<void> {
  const deadline = Date.now() + WAIT_MS;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}\n${primaryLog.join('\n')}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

interface Answer {
  status: number;
  body: string;
}

/** One GET on a connection of its own, so that the primary hands each to the next process. */
function get(url: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.get(`http://127.0.0.1:${port}${url}`, { agent: false }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.setTimeout(30_000, () => request.destroy(new Error('request timed out')));
  });
}

/** A broken connection: what a request in flight on a killed process sees. */
const isConnectionError = (error: unknown) =>
  error instanceof Error &&
  (['ECONNRESET', 'ECONNREFUSED', 'EPIPE'].includes((error as NodeJS.ErrnoException).code ?? '') ||
    error.message === 'socket hang up');

const livePid = async (): Promise<number> =>
  (JSON.parse((await get('/users/v1/open/health/live')).body) as { pid: number }).pid;

describe.runIf(PG_URL)('several server processes on one port over PostgreSQL', () => {
  beforeAll(async () => {
    const build = spawnSync(process.execPath, ['scripts/build-server.mjs', '--out-dir', serverDir], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(build.status, build.stderr).toBe(0);

    await admin(`create database ${database}`);
    const url = new URL(PG_URL!);
    url.pathname = `/${database}`;
    primary = spawn(process.execPath, [path.join(serverDir, 'server.js')], {
      cwd: root,
      env: {
        ...process.env,
        WEB_CONCURRENCY: String(PROCESSES),
        DATABASE_URL: url.href,
        JWT_SECRET: randomBytes(32).toString('base64'),
        // Port 0: the primary picks one free port, which every process it forks shares.
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: path.join(work, 'data'),
        SEED_DEMO_DATA: 'false',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    for (const stream of [primary.stdout!, primary.stderr!]) {
      readline.createInterface({ input: stream }).on('line', (line) => {
        primaryLog.push(line);
        try {
          const entry = JSON.parse(line) as { role?: string; msg?: string; worker?: number; port?: number };
          if (entry.role === 'primary' && entry.msg === 'server process listening') {
            listening.push(entry.worker!);
            port = entry.port!;
          }
        } catch {
          // a server's own line that is not JSON: kept in the log only
        }
      });
    }
    await until(`${PROCESSES} server processes listening`, () => {
      if (primary?.exitCode !== null) throw new Error(`the primary exited\n${primaryLog.join('\n')}`);
      return listening.length >= PROCESSES;
    });
  }, WAIT_MS + 30_000);

  afterAll(async () => {
    if (primary && primary.exitCode === null) {
      primary.kill('SIGKILL');
      for (const pid of listening) {
        try {
          process.kill(pid, 'SIGKILL');
        } catch {
          // already gone
        }
      }
    }
    rmSync(work, { recursive: true, force: true });
    rmSync(serverDir, { recursive: true, force: true });
    if (PG_URL) await admin(`drop database if exists ${database} with (force)`);
  });

  it('loses no request but those in flight on a killed process, and replaces it', { timeout: 240_000 }, async () => {
    const original = new Set(listening);
    const servedBy = new Map<number, number>();
    let retried = 0;
    let done = 0;
    let victim: number | null = null;
    let lastPid = 0;

    // Every request is answered 200, whatever process takes it; a broken connection is retried
    // (a few times at most: the retry itself may meet the dying process's last connections).
    const one = async (n: number): Promise<void> => {
      // Half ask which process answers, half read the database.
      const url = n % 2 === 0 ? '/users/v1/open/health/live' : '/users/v1/open/categories';
      for (let attempt = 1; ; attempt += 1) {
        try {
          const answer = await get(url);
          expect(answer.status, `${url}: ${answer.body}`).toBe(200);
          if (n % 2 === 0) {
            lastPid = (JSON.parse(answer.body) as { pid: number }).pid;
            servedBy.set(lastPid, (servedBy.get(lastPid) ?? 0) + 1);
          }
          return;
        } catch (error) {
          if (!isConnectionError(error) || attempt >= 5) throw error;
          retried += 1;
        }
      }
    };

    let next = 0;
    const client = async () => {
      while (next < REQUESTS) {
        const n = next++;
        await one(n);
        done += 1;
        if (done === KILL_AFTER && victim === null) {
          victim = lastPid;
          process.kill(victim, 'SIGKILL');
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, client));

    expect(done).toBe(REQUESTS);
    expect(victim).not.toBeNull();
    // Requests spread over the processes: each of the first three answered some.
    expect([...original].filter((pid) => (servedBy.get(pid) ?? 0) > 0)).toHaveLength(PROCESSES);
    // At most the requests in flight when it died: one per client.
    expect(retried).toBeLessThanOrEqual(CONCURRENCY);

    // The primary starts another process, which answers; the killed one answers no more.
    await until('a fourth process listening', () => listening.length > PROCESSES);
    const replacement = listening.at(-1)!;
    expect(original.has(replacement)).toBe(false);
    const seen = new Set<number>();
    await until('the replacement to answer', async () => {
      seen.add(await livePid());
      return seen.has(replacement);
    });
    expect(seen.has(victim!)).toBe(false);
    const categories = await get('/users/v1/open/categories');
    expect(categories.status).toBe(200);

    // A graceful stop: every process finishes and the primary exits cleanly.
    const exited = new Promise<number | null>((resolve) => primary!.once('exit', (code) => resolve(code)));
    primary!.kill('SIGTERM');
    expect(await exited).toBe(0);
  });
});
