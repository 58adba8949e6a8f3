#!/usr/bin/env node
// The server Playwright tests against: the real API (src/server/main.ts) on E2E_PORT (default
// 8181) with a fresh, throw-away database, serving the production web build from dist/web.
// `npm test` builds the web client before E2E; run alone, this builds it when it is missing.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = process.env.E2E_PORT ?? '8181';
// E2E_WEB_DIST lets several people (or agents) test their own build side by side.
const distDir = process.env.E2E_WEB_DIST ? path.resolve(root, process.env.E2E_WEB_DIST) : path.join(root, 'dist/web');

if (!existsSync(path.join(distDir, 'index.html'))) {
  console.log('e2e-server: dist/web is missing, building the web client…');
  const build = spawnSync('npx', ['vite', 'build', '--config', 'web/vite.config.ts', '--outDir', distDir, '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'repetytor-e2e-'));
const cleanUp = () => rmSync(dataDir, { recursive: true, force: true });

const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: port,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    WEB_DIST_DIR: distDir,
    PUBLIC_URL: `http://localhost:${port}`,
  },
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => {
  cleanUp();
  process.exit(code ?? (signal ? 0 : 1));
});
