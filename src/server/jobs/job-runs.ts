import { sql } from 'kysely';
import type { Database } from '../db/database';

export type DuePassResult<T> = { status: 'done'; result: T } | { status: 'not-due' } | { status: 'busy' };

/**
 * Runs `work` if the job's last pass is at least `everyMs` old, in one transaction that also
 * records this pass. A transaction-level advisory lock (the job's `lockKey`) makes the check and
 * the work one step across server processes: another process that finds the lock taken answers
 * 'busy' at once instead of waiting to repeat the same work. Because the time of the last pass
 * is stored, a daily job runs daily however often the server restarts.
 */
export async function runIfDue<T>(
  db: Database,
  job: { name: string; lockKey: number; everyMs: number; now: Date },
  work: (trx: Database) => Promise<T>,
): Promise<DuePassResult<T>> {
  return db.transaction().execute(async (trx) => {
    const { rows } = await sql<{
      locked: boolean;
    }>`select pg_try_advisory_xact_lock(${job.lockKey}) as locked`.execute(trx);
    if (!rows[0]?.locked) return { status: 'busy' };
    const last = await trx.selectFrom('job_runs').select('last_run_at').where('name', '=', job.name).executeTakeFirst();
    if (last && job.now.getTime() - last.last_run_at.getTime() < job.everyMs) return { status: 'not-due' };
    const result = await work(trx);
    await trx
      .insertInto('job_runs')
      .values({ name: job.name, last_run_at: job.now })
      .onConflict((oc) => oc.column('name').doUpdateSet({ last_run_at: job.now }))
      .execute();
    return { status: 'done', result };
  });
}
