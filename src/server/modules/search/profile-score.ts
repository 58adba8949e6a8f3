import { sql } from 'kysely';
import type { Database } from '../../db/database';

/**
 * The profile score is kept current by triggers whenever one of its inputs changes (migration
 * 0200, docs/discovery/badges-and-score.md). Time alone also moves the activity term, so this
 * set-based rescore runs after bulk loads (the seed) and once a day (discovery-upkeep.ts).
 * Answers how many scores changed.
 */
export async function rescoreAllTeachers(db: Database): Promise<number> {
  const result = await sql<{ changed: number }>`select discovery_rescore_all() as changed`.execute(db);
  return result.rows[0]?.changed ?? 0;
}

/** Rebuilds the search counters from the teacher tables (after loads that bypass triggers). */
export async function rebuildSearchCounts(db: Database): Promise<void> {
  await sql`select discovery_rebuild_search_counts()`.execute(db);
}
