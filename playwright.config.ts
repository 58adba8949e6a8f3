import { defineConfig, devices } from '@playwright/test';

/*
 * End-to-end tests in Chromium against the production web build served by the real server
 * (scripts/e2e-server.mjs). Playwright's own browser download is not used: Debian's chromium
 * (CHROMIUM_PATH, default /usr/bin/chromium) runs the tests.
 */

const port = Number(process.env.E2E_PORT ?? 8181);
const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    baseURL,
    locale: 'uk-UA',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `${baseURL}/users/v1/open/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    // Without this the process group is SIGKILLed and the temporary database is left behind.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    stdout: 'pipe',
    stderr: 'pipe',
    env: { E2E_PORT: String(port), E2E_WEB_DIST: process.env.E2E_WEB_DIST ?? '' },
  },
});
