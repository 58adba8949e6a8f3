import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../../src/server/db/database';
import { migrate } from '../../../src/server/db/migrator';
import { seedDatabase } from '../../../src/server/db/seed/seed';
import { auditLedger } from '../../../src/server/modules/ledger/ledger-audit';
import {
  buildPlan,
  expectedBalances,
  expectedRows,
  insertPlanUsers,
  ledgerFacts,
  type LedgerPlan,
} from '../../../scripts/bench/ledger-workload';

/**
 * 10,000 concurrent ledger operations (top-ups, holds, captures, releases,
 * fees) with worker processes SIGKILLed at random moments and restarted, retrying with the same
 * idempotency keys; afterwards every entry balances, all accounts sum to 0, no key was posted
 * twice, every cached balance equals the sum of its lines, and every balance is the one the plan
 * computes. Like every server test it runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is
 * set. PostgreSQL runs several workers at once; a PGlite data directory opens in one process
 * only, so PGlite runs one worker (its postings interleaved on its one connection) killed and
 * restarted on the same directory.
 */
/** The figure; LEDGER_RELIABILITY_OPERATIONS overrides it for a quick local run. */
const OPERATIONS = Number(process.env.LEDGER_RELIABILITY_OPERATIONS ?? 10_000);
const WORKER = fileURLToPath(new URL('./fixtures/ledger-worker.ts', import.meta.url));
const PG_URL = process.env.TEST_DATABASE_URL;

interface Target {
  databaseUrl?: string;
  schema?: string;
  pgliteDir?: string;
}

/**
 * Runs a worker to its end, SIGKILLing it whenever its frontier (stories of its share finished
 * without a gap) passes the next kill point. It starts again from the last frontier it printed,
 * less one story per lane: those finished for certain, so every restart replays some postings
 * that committed, besides the ones the kill may have cut off.
 */
function runWorker(args: { lanes: number } & Record<string, unknown>, killAt: number[]): Promise<{ kills: number }> {
  return new Promise((resolve, reject) => {
    let kills = 0;
    let frontier = 0;
    const start = () => {
      const from = Math.max(0, frontier - args.lanes);
      const child = spawn(process.execPath, ['--import', 'tsx', WORKER, JSON.stringify({ ...args, from })], {
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stderr = '';
      let buffered = '';
      let killed = false;
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      child.stdout.on('data', (chunk: Buffer) => {
        buffered += chunk.toString();
        const lines = buffered.split('\n');
        buffered = lines.pop()!;
        for (const line of lines) {
          const progress = /^progress (\d+)$/.exec(line);
          if (!progress || killed) continue;
          frontier = Number(progress[1]);
          if (kills < killAt.length && frontier >= killAt[kills]!) {
            killed = true;
            kills++;
            child.kill('SIGKILL');
          }
        }
      });
      child.on('exit', (code, signal) => {
        if (killed && signal === 'SIGKILL') return start();
        if (code === 0) return resolve({ kills });
        reject(new Error(`ledger worker failed (${code ?? signal}): ${stderr.slice(0, 1500)}`));
      });
    };
    start();
  });
}

/** Kill points for a share of `stories`: `count` random moments between 10% and 90% of it. */
const killPoints = (stories: number, count: number) =>
  Array.from({ length: count }, () => Math.floor(stories * (0.1 + Math.random() * 0.8))).sort((a, b) => a - b);

async function checkLedger(handle: DatabaseHandle, plan: LedgerPlan) {
  const audit = await auditLedger(handle.db);
  expect(audit.unbalancedEntries).toEqual([]);
  expect(audit.totalMinor).toBe(0);
  expect(audit.cacheMismatches).toEqual([]);
  expect(audit.heldMismatchMinor).toBe(0);

  const facts = await ledgerFacts(handle.db, plan);
  // One entry per planned posting: none lost to a kill, none posted twice by a retry.
  expect(facts.entries).toBe(plan.operations);
  expect(facts.distinctKeys).toBe(plan.operations);
  expect(facts.transactionRows).toBe(expectedRows(plan));
  expect(facts.openHolds).toBe(0);
  const expected = expectedBalances(plan);
  const wrong = [...expected.available].filter(([userId, minor]) => (facts.available.get(userId) ?? 0) !== minor);
  expect(wrong).toEqual([]);
  expect([...facts.held.values()].every((minor) => minor === 0)).toBe(true);
  expect(facts.clearing).toBe(expected.clearing);
  expect(facts.revenue).toBe(expected.revenue);
}

const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

async function preparePlan(target: Target): Promise<{ plan: LedgerPlan; planFile: string }> {
  const plan = buildPlan(OPERATIONS);
  const dir = await mkdtemp(path.join(tmpdir(), 'ledger-plan-'));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  const planFile = path.join(dir, 'plan.json');
  await writeFile(planFile, JSON.stringify(plan));
  const handle = await openDatabase({ ...target, poolSize: 2 });
  try {
    await migrate(handle.db);
    await seedDatabase(handle.db, { demo: false });
    await insertPlanUsers(handle.db, plan);
  } finally {
    await handle.close();
  }
  return { plan, planFile };
}

/** PostgreSQL: three workers at once, each killed twice mid-way and restarted. */
async function onPostgres(url: string) {
  const schema = `test_ledger_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  cleanups.push(async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`drop schema ${schema} cascade`);
    await client.end();
  });
  const target = { databaseUrl: url, schema };
  const { plan, planFile } = await preparePlan(target);
  const workers = 3;
  const share = Math.floor(plan.stories.length / workers);
  const runs = await Promise.all(
    Array.from({ length: workers }, (_, slice) =>
      runWorker({ planFile, slice, of: workers, lanes: 8, ...target }, killPoints(share, 2)),
    ),
  );
  expect(runs.reduce((n, r) => n + r.kills, 0)).toBe(workers * 2);
  return { plan, target };
}

/** PGlite: one worker on a data directory, killed three times mid-way and restarted on it. */
async function onPGlite() {
  const dir = await mkdtemp(path.join(tmpdir(), 'ledger-pglite-'));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  const target = { pgliteDir: path.join(dir, 'data') };
  const { plan, planFile } = await preparePlan(target);
  const run = await runWorker({ planFile, slice: 0, of: 1, lanes: 8, ...target }, killPoints(plan.stories.length, 3));
  expect(run.kills).toBe(3);
  return { plan, target };
}

describe('the ledger under concurrent postings, process kills and retries', () => {
  it(
    `keeps every invariant on ${PG_URL ? 'PostgreSQL' : 'PGlite'} after ${OPERATIONS} postings`,
    async () => {
      const { plan, target } = PG_URL ? await onPostgres(PG_URL) : await onPGlite();
      const handle = await openDatabase({ ...target, poolSize: 2 });
      try {
        await checkLedger(handle, plan);
      } finally {
        await handle.close();
      }
    },
    15 * 60_000,
  );
});
