import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { Kysely, PostgresDialect } from 'kysely';
import type pg from 'pg';
import type { DB } from './schema';
import { PGliteDialect } from './pglite-dialect';
import { startPGliteThread } from './pglite-thread';

export type Database = Kysely<DB>;

export interface DatabaseHandle {
  db: Database;
  /** 'pglite' for the embedded default, 'postgres' for a server reached through DATABASE_URL. */
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /**
   * PostgreSQL server only: LISTEN on a channel over a connection of its own (the domain events'
   * wake-up across processes); resolves to an unsubscribe.
   */
  listen?: (channel: string, onNotify: () => void) => Promise<() => Promise<void>>;
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
  /** PGlite in memory only: a data folder tarball to start from (pglite-thread.ts). */
  pgliteTemplate?: string;
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
    // The server may end an idle connection (a restart, an administrator's terminate): the pool
    // drops it and opens another on the next query. Unheard, its error would end the process.
    pool.on('error', () => undefined);
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    const listen = (channel: string, onNotify: () => void) => listenOn(pg, options.databaseUrl!, channel, onNotify);
    return { db, kind: 'postgres', close: () => db.destroy(), listen };
  }

  const dir = options.pgliteDir ?? 'memory://';
  if (!dir.startsWith('memory://')) await mkdir(path.dirname(path.resolve(dir)), { recursive: true });
  const pglite = await startPGliteThread(dir, { onFailure: options.onFailure, template: options.pgliteTemplate });
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

/**
 * A dedicated client that LISTENs and comes back after a dropped connection (a second later,
 * while not unsubscribed); whoever listens also polls, so a notification lost meanwhile is late,
 * never lost.
 */
async function listenOn(
  pg: typeof import('pg').default,
  url: string,
  channel: string,
  onNotify: () => void,
): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let closed = false;
  const connect = async () => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', onNotify);
    next.on('error', () => {
      void next.end().catch(() => undefined);
      if (client === next) client = null;
      if (!closed) setTimeout(() => void connect().catch(() => undefined), 1000).unref();
    });
    await next.connect();
    await next.query(`listen ${next.escapeIdentifier(channel)}`);
    client = next;
  };
  await connect();
  return async () => {
    closed = true;
    await client?.end().catch(() => undefined);
  };
}
