#!/usr/bin/env node
// `npm start`: build the web client when it is missing or older than its sources, then run the
// API server, which serves that build on the same port (default http://localhost:8080).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distIndex = path.join(root, 'dist/web/index.html');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(full));
    else newest = Math.max(newest, statSync(full).mtimeMs);
  }
  return newest;
}

function webBuildIsStale() {
  // A build from before server rendering has no server bundle: build again.
  if (!existsSync(distIndex) || !existsSync(path.join(root, 'dist/web/ssr/entry-server.js'))) return true;
  const built = statSync(distIndex).mtimeMs;
  const sources = ['src/renderer', 'src/shared', 'web'].map((dir) => path.join(root, dir)).filter(existsSync);
  return sources.some((dir) => newestMtime(dir) > built);
}

if (webBuildIsStale()) {
  console.log('Building the web client (first start or changed sources)…');
  const build = spawnSync(process.execPath, ['scripts/build-web.mjs', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
