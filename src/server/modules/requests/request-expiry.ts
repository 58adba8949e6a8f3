import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { deactivateExpired } from './request-expiry.queries';
import { notificationNames, notify } from './request-notifications';

const BATCH = 200;

/**
 * Deactivates due requests and tells each student, on the caller's transaction: a request is
 * never deactivated without its notification, nor notified twice. `studentId` limits it to one
 * student (done before that student creates a request, so the limit never counts a stale one).
 */
export async function deactivateAndNotify(
  trx: Database,
  now: Date,
  options: { batch: number; studentId?: string },
): Promise<number> {
  const rows = await deactivateExpired(trx, now, options);
  for (const row of rows) {
    const names = await notificationNames(trx, row.student_id, row.subject_code);
    await notify(trx, row.student_id, 'lesson-request-deactivated', { requestId: row.id, ...names }, now);
  }
  return rows.length;
}

/** Every due request, one transaction per batch. */
export async function deactivateDueRequests(db: Database, now: Date): Promise<number> {
  let total = 0;
  for (;;) {
    const changed = await db.transaction().execute((trx) => deactivateAndNotify(trx, now, { batch: BATCH }));
    total += changed;
    if (changed < BATCH) return total;
  }
}

export interface RequestExpiryScheduler {
  /** One pass; answers how many requests it deactivated. */
  runOnce(): Promise<number>;
  start(): void;
  stop(): Promise<void>;
}

/**
 * The 7-day deactivation of spec 4, run every `intervalMs` on the injected clock. Several server
 * processes may each run one: deactivateExpired claims rows with SKIP LOCKED, so they share the
 * work instead of repeating it. A pass never overlaps the previous one in the same process.
 */
export function createRequestExpiryScheduler(options: {
  db: Database;
  now: () => number;
  intervalMs: number;
  log?: FastifyBaseLogger;
}): RequestExpiryScheduler {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;

  async function runOnce(): Promise<number> {
    running ??= deactivateDueRequests(options.db, new Date(options.now())).finally(() => {
      running = null;
    });
    return running;
  }

  return {
    runOnce,
    start() {
      if (timer) return;
      timer = setInterval(() => {
        runOnce()
          .then((count) => {
            if (count > 0) options.log?.info({ count }, 'lesson requests deactivated');
          })
          .catch((error: unknown) => options.log?.error({ err: error }, 'request expiry pass failed'));
      }, options.intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running?.catch(() => undefined);
    },
  };
}
