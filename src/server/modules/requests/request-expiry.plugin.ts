import fp from 'fastify-plugin';
import type { Database } from '../../db/database';
import { createRequestExpiryScheduler } from './request-expiry';

/**
 * Starts the request-expiry scheduler with the server and stops it (waiting for a pass in
 * progress) before the database closes. Registered by main.ts, not by buildApp, so tests drive
 * the scheduler themselves with their own clock.
 */
export const requestExpiryPlugin = fp<{ db: Database; now?: () => number; intervalMs?: number }>(
  async (app, options) => {
    const scheduler = createRequestExpiryScheduler({
      db: options.db,
      now: options.now ?? Date.now,
      intervalMs: options.intervalMs ?? 60_000,
      log: app.log,
    });
    app.addHook('onReady', async () => {
      scheduler.start();
      // A first pass right away catches up on whatever expired while no server ran.
      void scheduler.runOnce().catch((error: unknown) => app.log.error({ err: error }, 'request expiry pass failed'));
    });
    app.addHook('onClose', async () => scheduler.stop());
  },
  { name: 'request-expiry' },
);
