import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiscoveryUpkeepJob } from '../../../src/server/modules/search/discovery-upkeep';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { insertTeacher } from './discovery-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const DAY = 86_400_000;
const scoreOf = async (id: string) =>
  (
    await t.db
      .selectFrom('teacher_profiles')
      .select('profile_score')
      .where('user_id', '=', id)
      .executeTakeFirstOrThrow()
  ).profile_score;
/** A server process's job, on the test's clock. */
const upkeep = () => createDiscoveryUpkeepJob({ db: t.db, kind: t.kind, now: t.clock.now });
const vacuumed = () => t.kind === 'pglite';

/**
 * What 40 days without a visit or an edit look like to the database: the tutor's timestamps
 * move back while no trigger fires, as when only time passes and nothing is written.
 */
async function timePassesFor(id: string, days: number) {
  const then = new Date(Date.now() - days * DAY);
  await t.db.transaction().execute(async (trx) => {
    await sql`set local session_replication_role = replica`.execute(trx);
    await sql`update users set last_seen_at = ${then} where id = ${id}`.execute(trx);
    await sql`update teacher_profiles set updated_at = ${then} where user_id = ${id}`.execute(trx);
  });
}

describe('daily discovery upkeep', () => {
  it('rescores tutors whose activity band time alone has moved, once a day across restarts', async () => {
    const id = await insertTeacher(t);
    const active = await scoreOf(id);
    await timePassesFor(id, 40);
    expect(await scoreOf(id)).toBe(active);

    expect(await upkeep().runOnce()).toEqual({ status: 'done', result: { rescored: 1, vacuumed: vacuumed() } });
    // Seen 40 days ago: the activity term falls from 15 (this week) to 5 (within 90 days).
    expect(await scoreOf(id)).toBe(active - 10);

    // A server started an hour later (a restart, or a second process) finds the day's pass done.
    t.clock.advance(60 * 60 * 1000);
    expect(await upkeep().runOnce()).toEqual({ status: 'not-due' });
    t.clock.advance(DAY);
    expect(await upkeep().runOnce()).toEqual({ status: 'done', result: { rescored: 0, vacuumed: vacuumed() } });
  });

  it('keeps search answering the same after the embedded database is vacuumed', async () => {
    const id = await insertTeacher(t, { city_code: 'uzhhorod' }, ['chemistry']);
    t.clock.advance(DAY);
    expect((await upkeep().runOnce()).status).toBe('done');
    const answer = (await t.app.inject({ url: '/users/v1/open/search?subject=chemistry&city=uzhhorod' })).json();
    expect(answer.total).toBe(1);
    expect(answer.items[0].id).toBe(id);
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'runs in one server process at a time: another that finds the pass taken skips it',
    async () => {
      const id = await insertTeacher(t);
      const active = await scoreOf(id);
      await timePassesFor(id, 40);
      t.clock.advance(DAY);
      // Another server process in the middle of its pass holds the job's lock.
      const other = new pg.Client({ connectionString: t.databaseUrl });
      await other.connect();
      try {
        await other.query('begin');
        await other.query('select pg_advisory_xact_lock(727002)');
        expect(await upkeep().runOnce()).toEqual({ status: 'busy' });
        expect(await scoreOf(id)).toBe(active);
        await other.query('commit');
        expect(await upkeep().runOnce()).toEqual({ status: 'done', result: { rescored: 1, vacuumed: false } });
        expect(await scoreOf(id)).toBe(active - 10);
      } finally {
        await other.end();
      }
    },
  );
});
