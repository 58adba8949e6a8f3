#!/usr/bin/env node
// Makes sure the Electron binary is present before `npm run desktop`.
//
// The project installs the `electron` package without running its postinstall download
// (.npmrc / allowScripts), so `npm install` works offline and in CI images that never open a
// window. The first desktop run fetches the binary with Electron's own installer instead.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

function electronDir() {
  try {
    return path.dirname(require.resolve('electron/package.json'));
  } catch {
    return null;
  }
}

/** Mirrors node_modules/electron/index.js: path.txt names the executable inside dist/. */
function binaryPath(dir) {
  const pathFile = path.join(dir, 'path.txt');
  if (!existsSync(pathFile)) return null;
  const executable = readFileSync(pathFile, 'utf8').trim();
  const distDir = process.env.ELECTRON_OVERRIDE_DIST_PATH || path.join(dir, 'dist');
  const full = path.join(distDir, executable);
  return existsSync(full) ? full : null;
}

function fail(message) {
  console.error(`\n[ensure-electron] ${message}\n`);
  process.exit(1);
}

const dir = electronDir();
if (!dir) fail('The "electron" package is not installed. Run `npm install` first.');

if (binaryPath(dir)) process.exit(0);

const { version } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
console.log(`[ensure-electron] Electron ${version} binary not found; downloading it once…`);

// install.js exits early when this is set, which is exactly how the binary was skipped.
const env = { ...process.env };
delete env.ELECTRON_SKIP_BINARY_DOWNLOAD;
const result = spawnSync(process.execPath, [path.join(dir, 'install.js')], { cwd: dir, env, stdio: 'inherit' });

if (result.status !== 0 || !binaryPath(dir)) {
  fail(
    [
      `Could not download the Electron ${version} binary (install.js exited with ${result.status ?? result.signal}).`,
      'The desktop app needs it; the web app (`npm start`, `npm run dev`) does not.',
      'Fixes, in order of likelihood:',
      '  - check the internet connection and run `npm run desktop` again (behind a proxy, set',
      '    ELECTRON_GET_USE_PROXY=1 together with HTTPS_PROXY);',
      '  - behind a firewall, point ELECTRON_MIRROR at a reachable mirror of github.com/electron/electron/releases;',
      '  - or unpack an Electron build yourself and set ELECTRON_OVERRIDE_DIST_PATH to its folder.',
    ].join('\n'),
  );
}

console.log(`[ensure-electron] Electron ${version} is ready.`);
