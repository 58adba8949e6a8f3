import { readdir, readFile } from 'node:fs/promises';
import { sql } from 'kysely';
import type { Database } from './database';

const MIGRATIONS_DIR = new URL('./migrations/', import.meta.url);

// Any fixed number works; it only has to be the same in every process that migrates.
const MIGRATION_LOCK_KEY = 727_001;

/**
 * Applies the versioned SQL files of ./migrations in name order, each in its own transaction,
 * recording what ran in `schema_migrations`. An advisory lock makes it safe for several server
 * processes starting at once against one PostgreSQL database: the others wait, then find
 * nothing left to do. The SQL is plain PostgreSQL that both PGlite (18) and the server (15) accept.
 */
export async function migrate(db: Database): Promise<string[]> {
  const files = await migrationFiles();
  return db.connection().execute(async (conn) => {
    await sql`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`.execute(conn);
    try {
      await sql`create table if not exists schema_migrations (
        version text primary key,
        applied_at timestamptz not null default now()
      )`.execute(conn);
      const done = await sql<{ version: string }>`select version from schema_migrations`.execute(conn);
      const applied = new Set(done.rows.map((row) => row.version));
      const ran: string[] = [];
      for (const file of files) {
        const version = file.replace(/\.sql$/, '');
        if (applied.has(version)) continue;
        const text = await readFile(new URL(file, MIGRATIONS_DIR), 'utf8');
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
async function migrationFiles(): Promise<string[]> {
  return (await readdir(MIGRATIONS_DIR)).filter((name) => name.endsWith('.sql')).sort();
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
