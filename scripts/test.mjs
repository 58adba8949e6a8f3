#!/usr/bin/env node
// `npm test`: every check, in order, failing fast. Nothing is skipped: a part that cannot run
// (no Chromium, no database server when TEST_DATABASE_URL is set) fails the run.
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { run } from './test-steps.mjs';

const reports = mkdtempSync(path.join(os.tmpdir(), 'repetytor-test-'));
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const totals = { passed: 0, failed: 0 };

function countVitest(file) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
}

function vitest(title, project, env = {}) {
  const database = env.TEST_DATABASE_URL ? 'postgres' : env.TEST_DATABASE_URL === '' ? 'pglite' : 'default';
  const out = path.join(reports, `${project}-${database}.json`);
  run(
    title,
    'npx',
    ['vitest', 'run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile=${out}`],
    env,
  );
  countVitest(out);
}

run('typecheck', 'npm', ['run', '--silent', 'typecheck']);
run('lint', 'npm', ['run', '--silent', 'lint']);
vitest('unit tests', 'unit');
vitest('server tests on PGlite', 'server', { TEST_DATABASE_URL: '' });
if (process.env.TEST_DATABASE_URL) {
  vitest('server tests on PostgreSQL', 'server', { TEST_DATABASE_URL: process.env.TEST_DATABASE_URL });
}
run('web build', 'npm', ['run', '--silent', 'build:web']);
run('home route size budget', 'node', ['scripts/size-report.mjs']);
run('desktop bundles', 'npm', ['run', '--silent', 'build:desktop']);
if (!existsSync(chromium)) {
  console.error(`✖ Chromium not found at ${chromium}: install it (apt-get install -y chromium) or set CHROMIUM_PATH.`);
  process.exit(1);
}
const e2eReport = path.join(reports, 'e2e.json');
run('end-to-end tests in Chromium', 'npx', ['playwright', 'test', '--reporter=list,json'], {
  PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport,
});
const e2e = JSON.parse(readFileSync(e2eReport, 'utf8')).stats;
totals.passed += e2e.expected + e2e.flaky;
totals.failed += e2e.unexpected;
if (e2e.skipped > 0) {
  console.error(`✖ ${e2e.skipped} end-to-end tests were skipped; nothing may be skipped.`);
  process.exit(1);
}
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed`);
