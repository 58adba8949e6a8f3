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
  const files = (await readdir(MIGRATIONS_DIR)).filter((name) => name.endsWith('.sql')).sort();
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
