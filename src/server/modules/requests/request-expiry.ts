import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { createPeriodicJob, type PeriodicJob } from '../../jobs/periodic-job';
import { deactivateExpired } from './request-expiry.queries';
import { requestChanged } from './request-events';
import { notificationNames, notify } from './request-notifications';
import type { RequestsDeps } from './requests.service';

const BATCH = 200;

/**
 * Deactivates due requests and tells each student, on the caller's transaction: a request is
 * never deactivated without its notification, nor notified twice. `studentId` limits it to one
 * student (done before that student creates a request, so the limit never counts a stale one).
 */
export async function deactivateAndNotify(
  deps: Pick<RequestsDeps, 'events' | 'notifications'>,
  trx: Database,
  now: Date,
  options: { batch: number; studentId?: string },
): Promise<number> {
  const rows = await deactivateExpired(trx, now, options);
  for (const row of rows) {
    const names = await notificationNames(trx, row.student_id, row.subject_code);
    await notify(
      deps.notifications,
      trx,
      row.student_id,
      'lesson-request-deactivated',
      { requestId: row.id, ...names },
      now,
    );
    await requestChanged(deps.events, trx, {
      requestId: row.id,
      change: 'deactivated',
      userIds: [row.student_id, row.teacher_id],
    });
  }
  return rows.length;
}

/** Every due request, one transaction per batch. */
export async function deactivateDueRequests(
  deps: Pick<RequestsDeps, 'events' | 'notifications'>,
  db: Database,
  now: Date,
): Promise<number> {
  let total = 0;
  for (;;) {
    const changed = await db.transaction().execute((trx) => deactivateAndNotify(deps, trx, now, { batch: BATCH }));
    total += changed;
    if (changed < BATCH) return total;
  }
}

/**
 * The 7-day deactivation of requests, run every `intervalMs` on the injected clock. Several server
 * processes may each run one: deactivateExpired claims rows with SKIP LOCKED, so they share the
 * work instead of repeating it. A pass answers how many requests it deactivated.
 */
export function createRequestExpiryJob(options: {
  db: Database;
  events: RequestsDeps['events'];
  notifications: RequestsDeps['notifications'];
  now: () => number;
  intervalMs: number;
  log?: FastifyBaseLogger;
}): PeriodicJob<number> {
  return createPeriodicJob({
    name: 'request-expiry',
    intervalMs: options.intervalMs,
    log: options.log,
    run: () => deactivateDueRequests(options, options.db, new Date(options.now())),
    describe: (count) => (count > 0 ? { deactivated: count } : null),
  });
}
