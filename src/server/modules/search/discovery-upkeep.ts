import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Database, DatabaseHandle } from '../../db/database';
import { runIfDue, type DuePassResult } from '../../jobs/job-runs';
import { createPeriodicJob, type PeriodicJob } from '../../jobs/periodic-job';
import { rescoreAllTeachers } from './profile-score';

/** The activity term moves in bands of days (7, 30, 90), so a pass a day keeps it to the day. */
export const DISCOVERY_UPKEEP_EVERY_MS = 24 * 60 * 60 * 1000;

/** How often a server checks whether the day's pass is due (it runs in one process only). */
const CHECK_EVERY_MS = 60 * 60 * 1000;

/** Any fixed number works; it only has to be the same in every process that runs the job. */
const LOCK_KEY = 727_002;

/** The tables every search reads: their visibility maps keep its scans index-only. */
const SEARCH_TABLES = 'teacher_profiles, teacher_skills, teacher_search_counts';

export interface DiscoveryUpkeep {
  /** How many profile scores changed. */
  rescored: number;
  /** Whether the search tables were vacuumed (the embedded database has no autovacuum). */
  vacuumed: boolean;
}

/**
 * The daily upkeep of tutor discovery (docs/discovery/badges-and-score.md, search-performance.md):
 *  - every profile score is recomputed, because time alone moves its activity term (a tutor who
 *    stops visiting drops a band after 7, 30 and 90 days) and no write happens to trigger that;
 *  - on the embedded PGlite, the search tables are vacuumed and analysed. It has no autovacuum, so
 *    without this the visibility map that keeps searches index-only and the planner's statistics
 *    go stale as profiles change (every profile view updates a row). A PostgreSQL server's
 *    autovacuum does this itself.
 * The server checks hourly and does the pass when the last one (any process's) is a day old.
 */
export function createDiscoveryUpkeepJob(options: {
  db: Database;
  kind: DatabaseHandle['kind'];
  now?: () => number;
  checkEveryMs?: number;
  log?: FastifyBaseLogger;
}): PeriodicJob<DuePassResult<DiscoveryUpkeep>> {
  const { db } = options;
  const now = options.now ?? Date.now;
  const name = 'discovery-upkeep';
  const vacuum = options.kind === 'pglite';
  return createPeriodicJob({
    name,
    intervalMs: options.checkEveryMs ?? CHECK_EVERY_MS,
    log: options.log,
    async run() {
      const pass = await runIfDue(
        db,
        { name, lockKey: LOCK_KEY, everyMs: DISCOVERY_UPKEEP_EVERY_MS, now: new Date(now()) },
        (trx) => rescoreAllTeachers(trx),
      );
      if (pass.status !== 'done') return pass;
      // VACUUM cannot run inside a transaction, so it follows the recorded pass; PGlite runs it
      // on its one connection.
      if (vacuum) await sql.raw(`vacuum (analyze) ${SEARCH_TABLES}`).execute(db);
      return { status: 'done', result: { rescored: pass.result, vacuumed: vacuum } };
    },
    describe: (pass) => (pass.status === 'done' ? { ...pass.result } : null),
  });
}
