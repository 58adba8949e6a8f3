import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from './app';
import type { AccessTokens } from './auth/access-tokens';
import type { ThrottleStore } from './auth/attempt-limiter';
import { createGoogleKeySet, type GoogleKeySet } from './auth/google-id-token';
import { createEventBus, type EventBus } from './events/events';
import type { MailSender } from './integrations/mail/mail.port';
import { createOutboxMailSender } from './integrations/mail/outbox-mail-sender';
import type { SmsSender } from './integrations/sms/sms.port';
import { createOutboxSmsSender } from './integrations/sms/outbox-sms-sender';
import type { FileStorage } from './integrations/storage/file-storage.port';
import { createMemoryFileStorage } from './integrations/storage/memory-file-storage';
import { createLiveChannel, type LiveChannel, type LiveSessionCheck } from './live/live';
import { registerLiveSessionHandlers } from './live/live-session-events';
import { createMemoryLiveLog } from './live/memory-live-log';
import { createRedisLiveLog } from './live/redis-live-log';

/**
 * What every module receives from the composition root (app.ts): the configuration, the
 * database, the clock, the log, the event bus and live channel, and the integrations (mail, SMS,
 * file storage, the throttle store, Google's keys). Built once per app, here and nowhere else;
 * modules take the parts they need and never build an integration or each other (HOUSE-STYLE 19).
 * main.ts reaches it as `app.ctx` for the jobs it runs.
 */
export interface AppContext {
  config: AppDeps['config'];
  db: AppDeps['db'];
  now: () => number;
  log: FastifyBaseLogger;
  events: EventBus;
  live: LiveChannel;
  accessTokens: AccessTokens;
  /** SMTP with SMTP_URL; otherwise the outbox table and the log (a test may pass its own). */
  mail: MailSender;
  /** The outbox table and the log unless the caller passes a sender. */
  sms: SmsSender;
  /** Files under DATA_DIR/files from main.ts; in memory when the caller passes none (tests). */
  storage: FileStorage;
  /** Where throttles count (sign-in failures, upload rates): the database, or Redis, under REDIS_KEY_PREFIX. */
  throttleStore: ThrottleStore;
  /** Google's signing keys for ID tokens: fetched lazily by jose; tests pass a local set. */
  googleKeys: GoogleKeySet;
}

/** The throttle store: the database by default; Redis keys start with REDIS_KEY_PREFIX like every other key. */
function throttleStoreOf(deps: AppDeps): ThrottleStore {
  const store = deps.throttleStore ?? { kind: 'database', db: deps.db };
  return store.kind === 'redis' ? { ...store, prefix: store.prefix ?? deps.config.redisKeyPrefix } : store;
}

/** The mail port: the caller's, else SMTP with SMTP_URL (nodemailer loaded only then), else the outbox. */
async function mailSenderOf(deps: AppDeps, log: FastifyBaseLogger): Promise<MailSender> {
  if (deps.mail) return deps.mail;
  const { smtpUrl, mailFrom } = deps.config;
  if (!smtpUrl) return createOutboxMailSender(deps.db, log);
  // nodemailer is loaded only with SMTP_URL (docs/operations/memory.md).
  const { createSmtpMailSender } = await import('./integrations/mail/smtp-mail-sender');
  return createSmtpMailSender({ url: smtpUrl, from: mailFrom ?? 'Repetytor <no-reply@repetytor.local>' });
}

export async function createAppContext(
  deps: AppDeps,
  log: FastifyBaseLogger,
  auth: { sessionCheck?: LiveSessionCheck } = {},
): Promise<AppContext> {
  const now = deps.now ?? Date.now;
  const events = createEventBus({
    db: deps.db,
    kind: deps.database?.kind ?? 'pglite',
    listen: deps.database?.listen,
    now,
    log,
  });
  const redisUrl = deps.config.redisUrl;
  const live = createLiveChannel({
    log: redisUrl
      ? createRedisLiveLog({ url: redisUrl, keyPrefix: deps.config.redisKeyPrefix ?? 'repetytor:', log })
      : createMemoryLiveLog(),
    accessTokens: deps.accessTokens,
    now,
    logger: log,
    heartbeatMs: deps.config.liveHeartbeatMs,
    sessionCheck: auth.sessionCheck,
  });
  registerLiveSessionHandlers(events, live);
  return {
    config: deps.config,
    db: deps.db,
    now,
    log,
    events,
    live,
    accessTokens: deps.accessTokens,
    mail: await mailSenderOf(deps, log),
    sms: deps.sms ?? createOutboxSmsSender(deps.db, log),
    storage: deps.storage ?? createMemoryFileStorage(),
    throttleStore: throttleStoreOf(deps),
    googleKeys: deps.googleKeys ?? createGoogleKeySet(),
  };
}
