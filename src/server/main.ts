import { buildApp } from './app';
import { createAccessTokens } from './auth/access-tokens';
import { loadJwtSecret } from './auth/jwt-secret';
import { loadConfig } from './config';
import { createSmtpMailSender } from './integrations/mail/smtp-mail-sender';
import { runWithServer } from './jobs/periodic-job';
import { notificationsFacade } from './modules/notifications/notifications.module';
import { createRequestExpiryJob } from './modules/requests/request-expiry';
import { createDiscoveryUpkeepJob } from './modules/search/discovery-upkeep';
import { createOutboxMailSender } from './integrations/mail/outbox-mail-sender';
import { createNotificationMailJob } from './modules/notifications/notification-mail';
import { openServerData } from './server-data';

/**
 * The server process: configuration, database (PGlite under DATA_DIR unless DATABASE_URL is
 * set), migrations, seed, HTTP. SIGINT/SIGTERM stop taking requests, finish the ones in flight,
 * then close the database, so PGlite's files are never left half-written.
 */
async function main() {
  const config = loadConfig();
  const { handle, storage } = await openServerData(config, {
    // Without its database the server can only fail every request: stop, so a supervisor (or the
    // person who ran it) sees why and starts it again.
    onDatabaseFailure: (error) => {
      console.error(`The embedded database stopped: ${error.message}`);
      process.exit(1);
    },
  });

  const accessTokens = createAccessTokens({
    secret: await loadJwtSecret(config.jwtSecret, config.dataDir),
    ttlSeconds: config.accessTokenTtlSeconds,
  });
  const app = await buildApp({
    config,
    db: handle.db,
    accessTokens,
    storage,
    database: handle,
    // Without SMTP_URL mail goes to the outbox table and the log (buildApp's default).
    mail: config.smtpUrl ? createSmtpMailSender({ url: config.smtpUrl, from: config.mailFrom }) : undefined,
  });
  // Lesson requests deactivate after 7 days without a reply (issue 6); safe in several processes.
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
  // Daily: profile scores follow tutors' activity; PGlite's search tables are vacuumed (issue 8).
  runWithServer(app, createDiscoveryUpkeepJob({ db: handle.db, kind: handle.kind, log: app.log }));
  // Notification emails for users who enabled them (issue 23); safe in several processes.
  runWithServer(
    app,
    createNotificationMailJob({
      db: handle.db,
      mail: config.smtpUrl
        ? createSmtpMailSender({ url: config.smtpUrl, from: config.mailFrom })
        : createOutboxMailSender(handle.db, app.log),
      now: Date.now,
      publicUrl: config.publicUrl,
      intervalMs: 15_000,
      log: app.log,
    }),
  );
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await app.close();
    await handle.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info({ url: `http://localhost:${config.port}`, database: handle.kind }, 'Repetytor is ready');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
