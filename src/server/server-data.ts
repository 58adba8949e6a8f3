import path from 'node:path';
import type { ServerConfig } from './config';
import { openDatabase, type DatabaseHandle } from './db/database';
import { migrate } from './db/migrator';
import { seedDatabase } from './db/seed/seed';
import type { FileStorage } from './integrations/storage/file-storage.port';
import { createLocalFileStorage } from './integrations/storage/local-file-storage';

/**
 * What a server keeps: its database (DATABASE_URL, else PGlite under DATA_DIR/pglite), migrated
 * and seeded, and its files under DATA_DIR/files. The server (main.ts) and `npm run db:seed`
 * (seed-cli.ts) both open it here, so they agree on where things are and what a start prepares.
 */
export async function openServerData(
  config: Pick<ServerConfig, 'databaseUrl' | 'dataDir' | 'seedDemoData'>,
  options: {
    onDatabaseFailure?: (error: Error) => void;
    /**
     * False when the database was already migrated and seeded by this code (a cluster's processes,
     * after its primary had that done once: server/cluster/primary.ts). True by default.
     */
    prepare?: boolean;
  } = {},
): Promise<{ handle: DatabaseHandle; storage: FileStorage }> {
  const open = () =>
    openDatabase({
      databaseUrl: config.databaseUrl,
      pgliteDir: path.join(config.dataDir, 'pglite'),
      onFailure: options.onDatabaseFailure,
    });
  const handle = await open();
  let migrated: string[];
  const storage = createLocalFileStorage(path.join(config.dataDir, 'files'));
  try {
    if (options.prepare === false) return { handle, storage };
    migrated = await migrate(handle.db);
    // Reference data, FAQ and quizzes are upserted on every start; demo content only into a
    // database without tutors, and only while SEED_DEMO_DATA is on.
    await seedDatabase(handle.db, { demo: config.seedDemoData, storage });
  } catch (error) {
    await handle.close();
    throw error;
  }
  if (handle.kind !== 'pglite' || migrated.length === 0) return { handle, storage };
  // Migrating (all of it, for a new database) and loading the demo data grow PGlite's WASM memory
  // by ~100 MB that it never gives back; a new thread opened on the result starts without it
  // (docs/operations/memory.md). Only after migrations ran: a first start or an upgrade.
  await handle.close();
  return { handle: await open(), storage };
}
