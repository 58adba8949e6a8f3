import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../../src/server/db/seed/seed-demo-accounts';

/*
 * The server as an operator starts it with NODE_ENV=production on an empty database: on PGlite
 * under a fresh DATA_DIR, and on a database of its own on the TEST_DATABASE_URL server when set.
 * It must not seed the demo accounts (their password is in the README), must refuse to start
 * without a named acquirer, and must say at start which unsafe settings it accepted.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const launch = path.join(root, 'src/server/launch.ts');
const PG_URL = process.env.TEST_DATABASE_URL;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'repetytor-production-'));
const database = `production_${randomBytes(5).toString('hex')}`;
const children: ChildProcess[] = [];

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

interface LogLine {
  level: number;
  msg: string;
  unsafe?: string[];
}

/** Runs the server until it is ready (or exits): its JSON log lines, its stderr and its exit. */
function start(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', launch], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? os.tmpdir(),
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
      LOG_LEVEL: 'info',
      ...(PG_URL ? { DATABASE_URL: PG_URL.replace(/\/[^/]*$/, `/${database}`) } : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  const lines: LogLine[] = [];
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const ready = new Promise<void>((resolve, reject) => {
    readline.createInterface({ input: child.stdout! }).on('line', (line) => {
      try {
        const parsed = JSON.parse(line) as LogLine;
        lines.push(parsed);
        if (parsed.msg === 'Repetytor is ready') resolve();
      } catch {
        // not a log line
      }
    });
    void exited.then((code) => reject(new Error(`server exited (${code}) before it was ready:\n${stderr}`)));
  });
  // A server refused at start is never awaited for readiness.
  ready.catch(() => undefined);
  return { child, lines, ready, exited, stderr: () => stderr };
}

afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
  if (PG_URL) await admin(`drop database if exists ${database} with (force)`);
}, 60_000);

describe('NODE_ENV=production on an empty database', () => {
  it('refuses to start without PAYMENTS_ACQUIRER, naming it, and opens nothing', async () => {
    const server = start({ PORT: String(await freePort()) });
    expect(await server.exited).toBe(1);
    expect(server.stderr()).toMatch(/PAYMENTS_ACQUIRER: required in production/);
    expect(server.lines).toEqual([]);
  });

  it('seeds no demo account, and names the unsafe settings it accepted', { timeout: 240_000 }, async () => {
    if (PG_URL) await admin(`create database ${database}`);
    const port = await freePort();
    const server = start({ PORT: String(port), PAYMENTS_ACQUIRER: 'sandbox' });
    await server.ready;

    const warning = server.lines.find((line) => line.msg.startsWith('Unsafe for production'));
    expect(warning?.level).toBe(40);
    expect(warning?.unsafe).toEqual([
      expect.stringMatching(/^PAYMENTS_ACQUIRER=sandbox \(TEST MODE/),
      expect.stringMatching(/^JWT_SECRET unset/),
      expect.stringMatching(/^SMTP_URL unset/),
      expect.stringMatching(/^PUBLIC_URL=http:/),
    ]);

    for (const { email } of Object.values(DEMO_ACCOUNTS)) {
      const res = await fetch(`http://127.0.0.1:${port}/users/v1/open/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: DEMO_PASSWORD }),
      });
      expect(res.status, email).toBe(401);
    }
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });
});
