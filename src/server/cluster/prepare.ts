import type { ServerConfig } from '../config';
import { openServerData } from '../server-data';

/**
 * A cluster's first step: migrate and seed the database once, in a process of its own, before any
 * server process starts. The servers then skip it, so they do not all upsert the same reference
 * rows at once, nor race to load demo data into an empty database.
 */
export async function prepareDatabase(config: ServerConfig): Promise<void> {
  const { handle } = await openServerData(config);
  await handle.close();
  process.exit(0);
}
