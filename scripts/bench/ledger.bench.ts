/**
 * `npm run bench -- ledger`: ledger postings per second on PGlite (a data directory, as the
 * embedded server runs) and on PostgreSQL (BENCH_DATABASE_URL, else TEST_DATABASE_URL, else
 * postgres://postgres@127.0.0.1:5432/test; skipped with a note when unreachable). The workload is
 * the reliability test's (scripts/bench/ledger-workload.ts): top-ups, holds, captures, releases
 * and fees over a few contended accounts. After each run the ledger's invariants are checked and
 * the bench fails if one does not hold.
 *
 * Flags: --operations N (default 4000), --lanes N (postings in flight, default 16).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase, type DatabaseOptions } from '../../src/server/db/database';
import { migrate } from '../../src/server/db/migrator';
import { seedDatabase } from '../../src/server/db/seed/seed';
import { createLedger } from '../../src/server/modules/ledger/ledger.module';
import { auditLedger } from '../../src/server/modules/ledger/ledger-audit';
import { withBenchSchema } from './bench-postgres';
import { buildPlan, expectedBalances, insertPlanUsers, ledgerFacts, runStories } from './ledger-workload';

function flag(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? Number(process.argv[at + 1]) : fallback;
}

const operations = flag('operations', 4000);
const lanes = flag('lanes', 16);

async function bench(label: string, options: DatabaseOptions): Promise<void> {
  const handle = await openDatabase({ ...options, poolSize: lanes });
  try {
    await migrate(handle.db);
    await seedDatabase(handle.db, { demo: false });
    const plan = buildPlan(operations);
    await insertPlanUsers(handle.db, plan);
    const ledger = createLedger({ now: Date.now });
    const started = performance.now();
    const done = await runStories(handle.db, ledger, plan, plan.stories, lanes);
    const seconds = (performance.now() - started) / 1000;

    const audit = await auditLedger(handle.db);
    const facts = await ledgerFacts(handle.db, plan);
    const expected = expectedBalances(plan);
    const problems = [
      audit.unbalancedEntries.length ? `${audit.unbalancedEntries.length} unbalanced entries` : '',
      audit.totalMinor !== 0 ? `lines sum to ${audit.totalMinor}` : '',
      audit.cacheMismatches.length ? `${audit.cacheMismatches.length} cached balances off` : '',
      audit.heldMismatchMinor !== 0 ? `held off by ${audit.heldMismatchMinor}` : '',
      facts.entries !== plan.operations ? `${facts.entries} entries for ${plan.operations} postings` : '',
      // A user the plan never touched has no account yet: a balance of 0.
      [...expected.available].some(([id, minor]) => (facts.available.get(id) ?? 0) !== minor)
        ? 'balances differ from plan'
        : '',
    ].filter(Boolean);
    console.log(
      `${label}: ${done} postings in ${seconds.toFixed(1)} s = ${(done / seconds).toFixed(0)} postings/s ` +
        `(${lanes} in flight); invariants ${problems.length ? `BROKEN: ${problems.join('; ')}` : 'hold'}`,
    );
    if (problems.length) process.exitCode = 1;
  } finally {
    await handle.close();
  }
}

console.log(`ledger bench: ${operations} postings, load average ${loadavg()[0]!.toFixed(1)}`);
const dir = await mkdtemp(path.join(tmpdir(), 'ledger-bench-'));
try {
  await bench('PGlite', { pgliteDir: path.join(dir, 'data') });
} finally {
  await rm(dir, { recursive: true, force: true });
}
await withBenchSchema('bench_ledger', (databaseUrl, schema) => bench('PostgreSQL', { databaseUrl, schema }));
