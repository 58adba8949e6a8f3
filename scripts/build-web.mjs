#!/usr/bin/env node
// The web build: the browser bundle (web/vite.config.ts) into OUT (default dist/web), then the
// renderer's server bundle (web/vite.ssr.config.ts) into OUT/ssr, which the API server loads to
// render guests' first screens. The server bundle goes second because the browser build empties
// OUT first.
//
//   node scripts/build-web.mjs [--out-dir dist/web] [any further vite build flags, e.g. --logLevel warn]
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const outIndex = args.indexOf('--out-dir');
const outDir = path.resolve(root, outIndex >= 0 ? args[outIndex + 1] : 'dist/web');
const rest = outIndex >= 0 ? args.toSpliced(outIndex, 2) : args;

for (const [config, out] of [
  ['web/vite.config.ts', outDir],
  ['web/vite.ssr.config.ts', path.join(outDir, 'ssr')],
]) {
  const build = spawnSync('npx', ['vite', 'build', '--config', config, '--outDir', out, ...rest], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
