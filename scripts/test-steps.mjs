// What the test scripts share: the tsc projects and how a step runs and reports.
import { spawnSync } from 'node:child_process';

/** Every tsc project scripts/typecheck.mjs checks, largest first so parallel lanes finish together. */
export const TSC_PROJECTS = [
  'src/renderer/tsconfig.test.json',
  'src/server',
  'tests',
  'src/renderer',
  'src/main',
  'src/preload',
  'src/shared',
];

/** Runs one step with inherited output and its time; a failing step ends the run with its status. */
export function run(title, command, args, env = {}) {
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`✖ ${title} failed after ${seconds}s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${title} (${seconds}s)`);
}
