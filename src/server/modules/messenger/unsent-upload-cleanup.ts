import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import type { FileStorage } from '../../integrations/storage/file-storage.port';
import { createPeriodicJob, type PeriodicJob } from '../../jobs/periodic-job';

/** Uploads taken per transaction: each holds its rows' locks while their bytes are deleted. */
const BATCH = 100;

export interface UnsentUploadCleanupDeps {
  db: Database;
  storage: FileStorage;
  now: () => number;
  /** How long an upload may wait for a message to take it. */
  ttlMs: number;
}

/**
 * Deletes chat uploads no message took within `ttlMs`: their rows and their stored bytes.
 * Several processes may run it at once: each batch locks its rows with SKIP LOCKED, so two
 * passes never take the same upload, and a send that claims an upload meanwhile either locked it
 * first (the pass skips it) or waits and then finds it gone (ATTACHMENT_UNAVAILABLE). The bytes
 * go before the rows' deletion commits: a pass that fails in between leaves a row whose bytes
 * are gone, which the next pass deletes, never bytes that no row names. Answers how many went.
 */
export async function deleteUnsentUploads(deps: UnsentUploadCleanupDeps): Promise<number> {
  const before = new Date(deps.now() - deps.ttlMs);
  let deleted = 0;
  for (;;) {
    const n = await deps.db.transaction().execute(async (trx) => {
      const rows = await trx
        .selectFrom('chat_attachments')
        .select(['id', 'storage_key'])
        .where('message_id', 'is', null)
        .where('created_at', '<', before)
        .orderBy('created_at')
        .limit(BATCH)
        .forUpdate()
        .skipLocked()
        .execute();
      if (rows.length === 0) return 0;
      for (const row of rows) if (row.storage_key) await deps.storage.delete(row.storage_key);
      await trx
        .deleteFrom('chat_attachments')
        .where(
          'id',
          'in',
          rows.map((row) => row.id),
        )
        .execute();
      return rows.length;
    });
    deleted += n;
    if (n < BATCH) return deleted;
  }
}

export function createUnsentUploadCleanupJob(
  options: UnsentUploadCleanupDeps & { intervalMs: number; log?: FastifyBaseLogger },
): PeriodicJob<number> {
  return createPeriodicJob({
    name: 'unsent-chat-upload-cleanup',
    intervalMs: options.intervalMs,
    log: options.log,
    run: () => deleteUnsentUploads(options),
    describe: (deleted) => (deleted > 0 ? { deleted } : null),
  });
}
