#!/usr/bin/env node
// `npm run test:changed [-- --base REF]`: the checks a change touches, for the loop while working.
// The change is everything that differs from the merge-base with origin/main (or main), plus
// uncommitted and untracked files. It runs, failing fast: tsc on the projects whose files changed,
// eslint on the changed files, `vitest related` (the unit and server tests that import a changed
// file, server tests on PGlite) and the Playwright specs that changed or import a changed fixture.
// `npm test` stays the full check.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { run, TSC_PROJECTS } from './test-steps.mjs';

function git(...args) {
  return execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
}

function baseRef() {
  const flag = process.argv.indexOf('--base');
  if (flag !== -1) return process.argv[flag + 1];
  for (const ref of ['origin/main', 'main']) {
    try {
      return git('merge-base', 'HEAD', ref);
    } catch {
      // not there: try the next
    }
  }
  return 'HEAD';
}

const base = baseRef();
const changed = [
  ...new Set([
    ...git('diff', '--name-only', base).split('\n'),
    ...git('ls-files', '--others', '--exclude-standard').split('\n'),
  ]),
].filter(Boolean);
const present = changed.filter((file) => existsSync(file));
if (changed.length === 0) {
  console.log(`Nothing changed since ${base.slice(0, 12)}.`);
  process.exit(0);
}
console.log(`${changed.length} files changed since ${base.slice(0, 12)}.`);

// Which tsc projects (scripts/typecheck.mjs) include a file. Shared code and the settings every
// project reads touch them all; `tests` also covers the root configs and scripts' TypeScript.
const ALL = TSC_PROJECTS;
function projectsOf(file) {
  if (/(^|\/)tsconfig[^/]*\.json$|^package(-lock)?\.json$/.test(file)) return ALL;
  if (!/\.(ts|tsx|json)$/.test(file)) return [];
  if (file.startsWith('src/shared/')) return ALL;
  for (const side of ['server', 'main', 'preload']) {
    if (file.startsWith(`src/${side}/`)) return [`src/${side}`, 'tests'];
  }
  if (file.startsWith('src/renderer/')) {
    const test = /\.test\.tsx?$|\/testing\//.test(file);
    return test ? ['src/renderer/tsconfig.test.json'] : ['src/renderer', 'src/renderer/tsconfig.test.json', 'tests'];
  }
  if (file.startsWith('tests/') || file.startsWith('scripts/') || !file.includes('/') || file.startsWith('web/')) {
    return file.endsWith('.json') && !file.startsWith('tests/') ? [] : ['tests'];
  }
  return [];
}
const projects = ALL.filter((project) => changed.some((file) => projectsOf(file).includes(project)));
if (projects.length > 0) run(`typecheck ${projects.join(', ')}`, 'node', ['scripts/typecheck.mjs', ...projects]);

const lintable = present.filter((file) => /\.(ts|tsx|js|mjs|cjs)$/.test(file));
if (lintable.length > 0) {
  run('lint', 'npx', [
    'eslint',
    '--cache',
    '--cache-location',
    '.cache/eslint/',
    '--cache-strategy',
    'content',
    '--no-warn-ignored',
    ...lintable,
  ]);
}

// `vitest related` runs the tests whose import graph reaches a changed file (a changed test runs
// itself). A changed config or dependency can reach any test, and migrations are read from disk,
// not imported: then the projects run whole.
const configs = changed.filter((file) =>
  /^(vitest\.config\.ts|package(-lock)?\.json|tsconfig\.base\.json|src\/server\/db\/migrations\/.*)$/.test(file),
);
const sources = present.filter((file) => /^(src|tests\/(unit|server|desktop))\/.*\.(ts|tsx|json|sql)$/.test(file));
const vitestEnv = { TEST_DATABASE_URL: process.env.TEST_DATABASE_URL ?? '' };
if (configs.length > 0) {
  run(
    'unit and server tests (a config changed)',
    'npx',
    ['vitest', 'run', '--project', 'unit', '--project', 'server'],
    vitestEnv,
  );
} else if (sources.length > 0) {
  run(
    'related unit and server tests',
    'npx',
    ['vitest', 'related', '--run', '--passWithNoTests', ...sources],
    vitestEnv,
  );
}

// Playwright follows each spec's imports, so a changed fixture brings its specs along. The specs
// test the web build in dist/web: after a change to src/, run `npm run build:web` first.
if (changed.some((file) => file.startsWith('tests/e2e/') || file === 'playwright.config.ts')) {
  run('changed end-to-end specs', 'npx', ['playwright', 'test', `--only-changed=${base}`, '--pass-with-no-tests']);
}
if (changed.some((file) => /^(src\/(renderer|shared)|web)\//.test(file))) {
  console.log('\nThe client changed: `npm run build:web` and the end-to-end specs that use it are for you to run.');
}
