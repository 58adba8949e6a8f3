import { execFileSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/*
 * End-to-end tests in Chromium against the production web build served by the real server
 * (scripts/e2e-server.mjs). Playwright's own browser download is not used: Debian's chromium
 * (CHROMIUM_PATH, default /usr/bin/chromium) runs the tests.
 */

/**
 * Without E2E_PORT: a free port chosen at random (and its mail port, +1000), so two checkouts'
 * `npm test` can run side by side. Not a fixed first choice: two runs reaching E2E in the same
 * second both found 8181 free and one server then failed to listen. Set once here for the E2E
 * server and the workers.
 */
function freePort(): number {
  const script = `
    const net = require('node:net');
    const free = (p) => new Promise((ok) => {
      const s = net.createServer().once('error', () => ok(false));
      s.listen(p, () => s.close(() => ok(true)));
    });
    (async () => {
      for (let i = 0; i < 200; i++) {
        const p = 20000 + Math.floor(Math.random() * 20000);
        if ((await free(p)) && (await free(p + 1000))) return console.log(p);
      }
      process.exit(1);
    })();`;
  return Number(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).trim());
}
process.env.E2E_PORT ||= String(freePort());
const port = Number(process.env.E2E_PORT);
const baseURL = `http://localhost:${port}`;

/**
 * The web build under test: E2E_WEB_DIST (so several people can test their own builds side by
 * side) or dist/web. A relative `vite build --outDir` lands under web/ (vite's root), so both
 * places are looked at and the newer build wins. Resolved once here, as an absolute path, for
 * the E2E server and for the test workers (which inherit this process's environment).
 */
function webDistUnderTest(): string {
  const dir = process.env.E2E_WEB_DIST || 'dist/web';
  const built = [path.resolve(dir), path.resolve('web', dir)].filter((candidate) =>
    existsSync(path.join(candidate, 'index.html')),
  );
  built.sort((a, b) => statSync(path.join(b, 'index.html')).mtimeMs - statSync(path.join(a, 'index.html')).mtimeMs);
  return built[0] ?? path.resolve(dir);
}
process.env.E2E_WEB_DIST = webDistUnderTest();

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  // Hang detectors, not speed limits: every wait is for an event (an element, an answer, a push),
  // and the suite must pass beside another on a crowded 2-core machine, where a step that takes a
  // second alone takes ten. A passing run never waits for these.
  timeout: 180_000,
  expect: { timeout: 90_000 },
  reporter: [['list']],
  use: {
    baseURL,
    locale: 'uk-UA',
    trace: 'retain-on-failure',
    // One browser set-up for every spec, so Playwright's queue (which runs each set-up's tests
    // together) interleaves the long meeting-room specs with the rest instead of leaving them last.
    // Chromium's fake camera, microphone and screen, and media that may play without a click.
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--use-fake-device-for-media-stream',
        '--use-fake-ui-for-media-stream',
        '--auto-select-desktop-capture-source=Entire screen',
        '--autoplay-policy=no-user-gesture-required',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `${baseURL}/users/v1/open/health`,
    reuseExistingServer: false,
    // A fresh database with demo data: seconds on a quiet machine, minutes on a crowded one.
    timeout: 300_000,
    // Without this the process group is SIGKILLed and the temporary database is left behind.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    stdout: 'pipe',
    stderr: 'pipe',
    env: { E2E_PORT: String(port), E2E_WEB_DIST: process.env.E2E_WEB_DIST },
  },
});
