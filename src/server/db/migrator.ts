import { readdir, readFile } from 'node:fs/promises';
import { sql } from 'kysely';
import type { Database } from './database';

const MIGRATIONS_DIR = new URL('./migrations/', import.meta.url);

// Any fixed number works; it only has to be the same in every process that migrates.
const MIGRATION_LOCK_KEY = 727_001;

/**
 * Files that landed with a number below one databases had already applied, before the order
 * check below existed: 0300 after 0400–0402, 0004 and 0203 after everything (merges of parallel
 * work). An upgraded database ran them last, a fresh one in name order; each touches only what
 * exists before it in both orders, so both end with the same schema (tests/server/db/migrator.test.ts
 * compares them). They stay allowed so databases made before them can still upgrade; no file
 * may join this list.
 */
export const LANDED_OUT_OF_ORDER: ReadonlySet<string> = new Set([
  '0004_job_runs',
  '0203_discovery_rating_counts',
  '0300_quizzes',
]);

/** A pending migration numbered below one the database already applied (see migrate). */
export class MigrationOrderError extends Error {
  constructor(
    readonly pending: readonly string[],
    readonly latestApplied: string,
  ) {
    super(
      `migrations ${pending.join(', ')} sort before ${latestApplied}, which this database already applied: ` +
        'a fresh database would run them earlier than this one does. Give each a number after the newest ' +
        'applied migration (a merged branch keeps its files, renumbered); nothing was applied.',
    );
    this.name = 'MigrationOrderError';
  }
}

/**
 * Applies the versioned SQL files of ./migrations in name order, each in its own transaction,
 * recording what ran in `schema_migrations`. An advisory lock makes it safe for several server
 * processes starting at once against one PostgreSQL database: the others wait, then find
 * nothing left to do. The SQL is plain PostgreSQL that both PGlite (18) and the server (15) accept.
 *
 * Every database applies the files in one order: a pending file numbered below the newest
 * applied one (a branch merged after a later-numbered file shipped) would run after it here but
 * before it on a fresh database, so it is refused with MigrationOrderError before anything runs.
 * `dir` is for tests.
 */
export async function migrate(db: Database, options: { dir?: URL } = {}): Promise<string[]> {
  const dir = options.dir ?? MIGRATIONS_DIR;
  const files = await migrationFiles(dir);
  return db.connection().execute(async (conn) => {
    await sql`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`.execute(conn);
    try {
      await sql`create table if not exists schema_migrations (
        version text primary key,
        applied_at timestamptz not null default now()
      )`.execute(conn);
      const done = await sql<{ version: string }>`select version from schema_migrations`.execute(conn);
      const applied = new Set(done.rows.map((row) => row.version));
      const pending = files.map((file) => file.replace(/\.sql$/, '')).filter((version) => !applied.has(version));
      const latest = [...applied].sort().at(-1);
      const early = pending.filter((version) => latest && version < latest && !LANDED_OUT_OF_ORDER.has(version));
      if (latest && early.length > 0) throw new MigrationOrderError(early, latest);
      const ran: string[] = [];
      for (const version of pending) {
        const text = await readFile(new URL(`${version}.sql`, dir), 'utf8');
        await conn.transaction().execute(async (trx) => {
          await sql.raw(text).execute(trx);
          await sql`insert into schema_migrations (version) values (${version})`.execute(trx);
        });
        ran.push(version);
      }
      return ran;
    } finally {
      await sql`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`.execute(conn);
    }
  });
}

/** The migration files this build ships, in the order they apply. */
async function migrationFiles(dir: URL = MIGRATIONS_DIR): Promise<string[]> {
  return (await readdir(dir)).filter((name) => name.endsWith('.sql')).sort();
}

/**
 * The migrations this build ships that the database has not recorded (readiness: a process of a
 * newer build must not take requests on an older schema). Throws when the database is unreachable.
 */
export async function pendingMigrations(db: Database): Promise<string[]> {
  const versions = (await migrationFiles()).map((file) => file.replace(/\.sql$/, ''));
  const table = await sql<{ present: boolean }>`select to_regclass('schema_migrations') is not null as present`.execute(
    db,
  );
  if (!table.rows[0]?.present) return versions;
  const done = await sql<{ version: string }>`select version from schema_migrations`.execute(db);
  const applied = new Set(done.rows.map((row) => row.version));
  return versions.filter((version) => !applied.has(version));
}
