import cluster from 'node:cluster';
import { fileURLToPath } from 'node:url';
import { loadConfig } from './config';
import { CLUSTER_ROLE, type ClusterRole } from './cluster/roles';

/**
 * The compiled server's entry (dist/server/server.js, what `npm start` runs). It reads the
 * configuration first, so a bad setting stops before anything opens, then becomes one of:
 *  - the server itself (main.ts), with WEB_CONCURRENCY 1 or in a process a cluster forked;
 *  - a cluster primary (cluster/primary.ts), with WEB_CONCURRENCY above 1: it opens the port for
 *    the server processes it forks and watches over them, and only loads what that needs;
 *  - a cluster's one-off preparer, which migrates and seeds the database before the servers start.
 * Each part is imported only by the process that runs it.
 */
try {
  const config = loadConfig();
  const role = process.env[CLUSTER_ROLE] as ClusterRole | undefined;
  if (cluster.isPrimary && config.webConcurrency > 1) {
    const { runPrimary } = await import('./cluster/primary');
    // The processes it forks run this entry itself, not whatever script imported it (start.mjs).
    runPrimary(config, { exec: fileURLToPath(import.meta.url) });
  } else if (role === 'prepare') {
    const { prepareDatabase } = await import('./cluster/prepare');
    await prepareDatabase(config);
  } else {
    await import('./main');
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
