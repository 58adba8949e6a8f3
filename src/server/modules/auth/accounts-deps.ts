import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app';
import { createAttemptLimiter, type AttemptLimiter } from '../../auth/attempt-limiter';
import type { AccessTokens } from '../../auth/access-tokens';
import { createGoogleKeySet, type GoogleKeySet } from '../../auth/google-id-token';
import { ACCOUNT_DEFAULTS, type AccountSettings } from '../../config';
import type { Database } from '../../db/database';
import type { SessionCheck } from './session-check';
import type { Events } from '../../events/events';
import type { NotificationsFacade } from '../notifications/notifications.module';
import type { MailSender } from '../../integrations/mail/mail.port';
import { createOutboxMailSender } from '../../integrations/mail/outbox-mail-sender';
import type { SmsSender } from '../../integrations/sms/sms.port';
import { createOutboxSmsSender } from '../../integrations/sms/outbox-sms-sender';
import type { FileStorage } from '../../integrations/storage/file-storage.port';
import { createMemoryFileStorage } from '../../integrations/storage/memory-file-storage';

/**
 * Everything the accounts modules (auth, profile, settings, verification, notifications) need,
 * as one typed object (HOUSE-STYLE 5). Built once per app from AppDeps, with the embedded
 * defaults of DESIGN "Integrations are ports" for whatever the caller did not pass.
 */
export interface AccountsDeps {
  db: Database;
  now: () => number;
  log: FastifyBaseLogger;
  accessTokens: AccessTokens;
  /** Revocations tell it, so this process stops accepting the ended sessions' tokens at once. */
  sessionCheck: SessionCheck;
  mail: MailSender;
  sms: SmsSender;
  storage: FileStorage;
  limiter: AttemptLimiter;
  googleKeys: GoogleKeySet;
  settings: AccountSettings;
  /** Domain events and the notifications facade (issue 23), from the composition root. */
  events: Events;
  notifications: NotificationsFacade;
}

export function createAccountsDeps(
  deps: AppDeps,
  log: FastifyBaseLogger,
  sessionCheck: SessionCheck,
  spine: { events: Events; notifications: NotificationsFacade },
): AccountsDeps {
  const now = deps.now ?? (() => Date.now());
  return {
    db: deps.db,
    now,
    log,
    accessTokens: deps.accessTokens,
    sessionCheck,
    mail: deps.mail ?? createOutboxMailSender(deps.db, log),
    sms: deps.sms ?? createOutboxSmsSender(deps.db, log),
    storage: deps.storage ?? createMemoryFileStorage(),
    limiter: createAttemptLimiter(deps.throttleStore ?? { kind: 'database', db: deps.db }),
    // Built lazily by jose: nothing is fetched from Google until a Google sign-in arrives.
    googleKeys: deps.googleKeys ?? createGoogleKeySet(),
    settings: { ...ACCOUNT_DEFAULTS, ...deps.config.accounts },
    events: spine.events,
    notifications: spine.notifications,
  };
}
