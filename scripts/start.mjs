#!/usr/bin/env node
// `npm start`: build the web client and the server when they are missing or older than their
// sources, then run the compiled server (dist/server/server.js) in this very process (no second
// Node process kept around). It serves the web build on the same port (default
// http://localhost:8080). `npm run start:cluster` (`--cluster`) runs WEB_CONCURRENCY server
// processes, by default one per core, behind that port (docs/deploy.md).
//
// In an image built from the Dockerfile the sources are not there: the builds it holds are used
// as they are.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distIndex = path.join(root, 'dist/web/index.html');
const serverEntry = path.join(root, 'dist/server/server.js');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(full));
    else newest = Math.max(newest, statSync(full).mtimeMs);
  }
  return newest;
}

/** Whether `built` is missing, or older than any file under `sources` (those that exist). */
function isStale(built, sources) {
  if (!existsSync(built)) return true;
  const builtAt = statSync(built).mtimeMs;
  return sources
    .map((source) => path.join(root, source))
    .filter(existsSync)
    .some((source) => (statSync(source).isDirectory() ? newestMtime(source) : statSync(source).mtimeMs) > builtAt);
}

/** Roughly how long each build takes on a 2-core machine, so a first start does not look stuck. */
const BUILD_TIME = { 'web client': 'about a minute', server: 'a few seconds' };

function build(what, script) {
  console.log(`Building the ${what} (first start or changed sources; ${BUILD_TIME[what]} on a 2-core machine)…`);
  const started = Date.now();
  const result = spawnSync(process.execPath, [script, ...(what === 'web client' ? ['--logLevel', 'warn'] : [])], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
  console.log(`Built the ${what} in ${Math.round((Date.now() - started) / 1000)} s.`);
}

// A build from before server rendering has no server bundle: build again.
const webSources = ['src/renderer', 'src/shared', 'web'];
if (isStale(path.join(root, 'dist/web/ssr/entry-server.js'), webSources) || isStale(distIndex, webSources)) {
  build('web client', 'scripts/build-web.mjs');
}
if (isStale(serverEntry, ['src/server', 'src/shared', 'scripts/build-server.mjs'])) {
  build('server', 'scripts/build-server.mjs');
}

if (process.argv.includes('--cluster')) process.env.WEB_CONCURRENCY ??= String(availableParallelism());
// The server resolves DATA_DIR and WEB_DIST_DIR against the working folder, as it always has.
process.chdir(root);
await import(pathToFileURL(serverEntry).href);
