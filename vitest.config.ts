import { defineConfig } from 'vitest/config';

/**
 * Two projects: `unit` (shared rules, renderer logic in jsdom, desktop modules in node) and
 * `server` (the whole API through Fastify inject on a real database). E2E is Playwright's.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'src/shared/**/*.test.ts',
            'src/renderer/**/*.test.{ts,tsx}',
            'src/main/**/*.test.ts',
            'tests/unit/**/*.test.ts',
            'tests/desktop/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          include: ['src/server/**/*.test.ts', 'tests/server/**/*.test.ts'],
          environment: 'node',
          // One migrated and seeded database per run, which each file's database copies.
          globalSetup: ['tests/server/helpers/global-setup.ts'],
          // Hang detectors, not speed limits: tests wait for events, and `npm test` must pass
          // with another `npm test` beside it, where 20 parallel sign-ups and accepts on PGlite
          // took over 30 s.
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // Two cores here and in CI: more forks only contend.
          maxWorkers: 2,
          // Files share a worker's module cache: each builds its own app and database, and none
          // mocks a module or changes the environment, so only the imports are shared (they
          // were most of the suite's time). A file that needs vi.mock belongs in `unit`.
          isolate: false,
        },
      },
    ],
  },
});
