import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { Kysely, PostgresDialect } from 'kysely';
import type { DB } from './schema';
import { PGliteDialect } from './pglite-dialect';
import { startPGliteThread } from './pglite-thread';

export type Database = Kysely<DB>;

export interface DatabaseHandle {
  db: Database;
  /** 'pglite' for the embedded default, 'postgres' for a server reached through DATABASE_URL. */
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… to use a PostgreSQL server; otherwise PGlite. */
  databaseUrl?: string;
  /** Folder for PGlite's files; `memory://` keeps it in memory (tests). */
  pgliteDir?: string;
  /** PostgreSQL schema to work in (tests isolate each run in its own schema). */
  schema?: string;
  /** Pool size for the PostgreSQL server. */
  poolSize?: number;
  /** PGlite only: called if its thread stops without being closed (pglite-thread.ts). */
  onFailure?: (error: Error) => void;
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    // node-postgres only when there is a server to reach: the embedded database never needs it.
    const { default: pg } = await import('pg');
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      // A per-connection search_path keeps a test run's tables apart from any other run's.
      options: options.schema ? `-c search_path=${options.schema}` : undefined,
    });
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: 'postgres', close: () => db.destroy() };
  }

  const dir = options.pgliteDir ?? 'memory://';
  if (!dir.startsWith('memory://')) await mkdir(path.dirname(path.resolve(dir)), { recursive: true });
  const pglite = await startPGliteThread(dir, { onFailure: options.onFailure });
  const db = new Kysely<DB>({ dialect: new PGliteDialect(pglite) });
  return {
    db,
    kind: 'pglite',
    close: async () => {
      await db.destroy();
      await pglite.close();
    },
  };
}
