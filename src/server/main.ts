import cluster from 'node:cluster';
import { buildApp } from './app';
import { createAccessTokens } from './auth/access-tokens';
import { loadJwtSecret } from './auth/jwt-secret';
import { loadConfig } from './config';
import { CLUSTER_ROLE } from './cluster/roles';
import { runWithServer } from './jobs/periodic-job';
import { notificationsFacade } from './modules/notifications/notifications.module';
import { createRequestExpiryJob } from './modules/requests/request-expiry';
import { preloadPageRenderer } from './modules/page-render/page-render';
import { createDiscoveryUpkeepJob } from './modules/search/discovery-upkeep';
import { createNotificationMailJob } from './modules/notifications/notification-mail';
import { createGuestAttemptCleanupJob } from './modules/quizzes/quizzes.module';
import { createUnsentUploadCleanupJob } from './modules/messenger/messenger.module';
import { openServerData } from './server-data';
import { unsafeSettings } from './unsafe-settings';

/**
 * The server process: configuration, database (PGlite under DATA_DIR unless DATABASE_URL is
 * set), migrations, seed, HTTP. SIGINT/SIGTERM stop taking requests, finish the ones in flight,
 * then close the database, so PGlite's files are never left half-written.
 */
async function main() {
  const config = loadConfig();
  // The web build's server bundle compiles while the database opens (page-render.ts).
  preloadPageRenderer(config.webDistDir);
  const startedAt = performance.now();
  const { handle, storage } = await openServerData(config, {
    // Without its database the server can only fail every request: stop, so a supervisor (or the
    // person who ran it) sees why and starts it again.
    onDatabaseFailure: (error) => {
      console.error(`The embedded database stopped: ${error.message}`);
      process.exit(1);
    },
    // In a cluster the primary had the database prepared before forking (cluster/primary.ts).
    prepare: process.env[CLUSTER_ROLE] !== 'server',
  });

  const databaseMs = Math.round(performance.now() - startedAt);

  const accessTokens = createAccessTokens({
    secret: await loadJwtSecret(config.jwtSecret, config.dataDir),
    ttlSeconds: config.accessTokenTtlSeconds,
  });
  // With REDIS_URL, failure counts are shared by every process through Redis; otherwise they
  // live in the database, which is shared too and survives restarts.
  // ioredis is loaded only with REDIS_URL (docs/operations/memory.md).
  const redis = config.redisUrl ? new (await import('ioredis')).Redis(config.redisUrl, { lazyConnect: false }) : null;
  const app = await buildApp({
    config,
    db: handle.db,
    accessTokens,
    storage,
    throttleStore: redis ? { kind: 'redis', client: redis } : undefined,
    database: handle,
    // Mail goes over SMTP with SMTP_URL, else to the outbox table and the log: the app context
    // builds the sender once (app-context.ts) and the jobs below take it from `app.ctx`.
  });
  // Lesson requests deactivate after 7 days without a reply; safe in several processes.
  runWithServer(
    app,
    createRequestExpiryJob({
      db: handle.db,
      now: Date.now,
      intervalMs: 60_000,
      log: app.log,
      events: app.ctx.events,
      notifications: notificationsFacade(app.ctx.events),
    }),
  );
  // Daily: profile scores follow tutors' activity; PGlite's search tables are vacuumed.
  runWithServer(app, createDiscoveryUpkeepJob({ db: handle.db, kind: handle.kind, log: app.log }));
  // Notification emails go out from an event handler (notification-mail.ts); this sweep mails what
  // no event announced and what a failing mail server left. Safe in several processes.
  runWithServer(
    app,
    createNotificationMailJob({
      db: handle.db,
      mail: app.ctx.mail,
      now: Date.now,
      publicUrl: config.publicUrl,
      intervalMs: 5 * 60_000,
      log: app.log,
    }),
  );
  // Guests' exam attempts nobody claimed, after GUEST_QUIZ_ATTEMPT_TTL_HOURS.
  runWithServer(
    app,
    createGuestAttemptCleanupJob({
      db: handle.db,
      now: Date.now,
      ttlMs: config.guestQuizAttemptTtlMs,
      intervalMs: 3_600_000,
      log: app.log,
    }),
  );
  // Chat uploads no message took within a day: rows and bytes (a pass per hour); safe in several processes.
  runWithServer(
    app,
    createUnsentUploadCleanupJob({
      db: handle.db,
      storage: app.ctx.storage,
      now: Date.now,
      ttlMs: config.uploadQuota.unattachedTtlMs,
      intervalMs: 3_600_000,
      log: app.log,
    }),
  );
  // Card payments whose webhook is late are asked about; safe in several processes.
  runWithServer(app, app.payments.pollJob());
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await app.close();
    await redis?.quit();
    await handle.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  // A cluster's server whose primary is gone (killed) stops too, instead of serving unsupervised.
  if (cluster.isWorker) process.on('disconnect', () => void shutdown('primary gone'));

  await app.listen({ port: config.port, host: config.host });
  // Where the start went (docs/operations/memory.md): process start to here, and its parts.
  const startup = {
    processMs: Math.round(performance.now()),
    databaseMs,
    appMs: Math.round(performance.now() - startedAt) - databaseMs,
  };
  const unsafe = unsafeSettings(config);
  if (unsafe.length > 0 && config.production) {
    app.log.warn({ unsafe }, `Unsafe for production: ${unsafe.join('; ')}`);
  } else if (unsafe.length > 0) {
    app.log.info({ unsafe }, `Development settings (unsafe for production): ${unsafe.join('; ')}`);
  }
  app.log.info({ url: `http://localhost:${config.port}`, database: handle.kind, startup }, 'Repetytor is ready');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
