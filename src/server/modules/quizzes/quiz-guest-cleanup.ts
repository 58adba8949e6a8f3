import { sql } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { createPeriodicJob, type PeriodicJob } from '../../jobs/periodic-job';

/** Rows deleted per statement: a long backlog goes in short steps, never one long lock. */
const BATCH = 500;

/**
 * Deletes guests' exam-practice attempts nobody claimed: a guest's attempt
 * (0622_quiz_attempts.sql) waits for its holder to sign in; after `ttlMs` without a change it
 * never will. Claimed attempts (user_id set) are never touched. Answers how many went.
 */
export async function deleteUnclaimedGuestAttempts(deps: { db: Database; now: () => number; ttlMs: number }) {
  const before = new Date(deps.now() - deps.ttlMs);
  let deleted = 0;
  for (;;) {
    const result = await deps.db
      .deleteFrom('quiz_results')
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('quiz_results')
          .select('id')
          .where('user_id', 'is', null)
          .where('guest_key_hash', 'is not', null)
          .where(sql<Date>`coalesce(updated_at, started_at)`, '<', before)
          .limit(BATCH),
      )
      .executeTakeFirst();
    const n = Number(result.numDeletedRows);
    deleted += n;
    if (n < BATCH) return deleted;
  }
}

export function createGuestAttemptCleanupJob(options: {
  db: Database;
  now: () => number;
  ttlMs: number;
  intervalMs: number;
  log?: FastifyBaseLogger;
}): PeriodicJob<number> {
  return createPeriodicJob({
    name: 'guest-quiz-attempt-cleanup',
    intervalMs: options.intervalMs,
    log: options.log,
    run: () => deleteUnclaimedGuestAttempts(options),
    describe: (deleted) => (deleted > 0 ? { deleted } : null),
  });
}
