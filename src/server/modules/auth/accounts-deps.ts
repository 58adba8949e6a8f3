import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app';
import { createAttemptLimiter, type AttemptLimiter, type ThrottleStore } from '../../auth/attempt-limiter';
import type { AccessTokens } from '../../auth/access-tokens';
import { createGoogleKeySet, type GoogleKeySet } from '../../auth/google-id-token';
import { ACCOUNT_DEFAULTS, type AccountSettings } from '../../settings-defaults';
import type { Database } from '../../db/database';
import { createOneTimeCodes, type CodeRequest } from './one-time-codes.service';
import type { SessionCheck } from './session-check';
import { createSessions } from './sessions.service';
import type { TokenPair } from '../../../shared/contracts/auth/claims';
import type { SessionUser } from './sessions.service';
import type { Events } from '../../events/events';
import type { NotificationsFacade } from '../notifications/notifications.module';
import type { ProfileFacade } from '../profile/profile.module';
import { anonymiseUser, updateAccount, type AccountChanges } from './auth.queries';
import type { MailSender } from '../../integrations/mail/mail.port';
import { createOutboxMailSender } from '../../integrations/mail/outbox-mail-sender';
import type { SmsSender } from '../../integrations/sms/sms.port';
import { createOutboxSmsSender } from '../../integrations/sms/outbox-sms-sender';
import type { FileStorage } from '../../integrations/storage/file-storage.port';
import { createMemoryFileStorage } from '../../integrations/storage/memory-file-storage';

/**
 * What the other accounts modules may ask of auth: settings ends and restarts
 * sessions, profile confirms phone numbers with one-time codes, and both change the account row
 * through it (auth alone writes `users`). Built once with AccountsDeps.
 */
export interface AuthFacade {
  /** Starts a session in the caller's transaction: the user's new token pair. */
  startSession(user: SessionUser, trx: Database): Promise<TokenPair>;
  /** Ends every session of the user in the caller's transaction (their live sockets close too). */
  endAllSessions(userId: string, trx: Database): Promise<void>;
  /** A fresh one-time code for the target; RATE_LIMITED inside the cooldown. */
  issueCode(request: CodeRequest): Promise<string>;
  /** Spends a one-time code: whose it was, or an error for a wrong or spent one. */
  consumeCode(purpose: CodeRequest['purpose'], target: string, code: string): Promise<{ userId: string | null }>;
  /** Changes the account's own columns (name, phone, language…) in the caller's transaction. */
  updateAccount(trx: Database, userId: string, changes: AccountChanges, at: Date): Promise<void>;
  /** Clears everything personal of a deleted account, in the deletion's transaction. */
  anonymise(trx: Database, userId: string, at: Date): Promise<void>;
}

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
  /** Domain events and the notifications facade, from the composition root. */
  events: Events;
  notifications: NotificationsFacade;
  /** Sign-up writes the new account's empty profile through it; settings deletes files with it. */
  profiles: ProfileFacade;
  auth: AuthFacade;
}

/** The failure counters' store; Redis keys start with REDIS_KEY_PREFIX like every other key. */
function throttleStoreOf(deps: AppDeps): ThrottleStore {
  const store = deps.throttleStore ?? { kind: 'database', db: deps.db };
  return store.kind === 'redis' ? { ...store, prefix: store.prefix ?? deps.config.redisKeyPrefix } : store;
}

export function createAccountsDeps(
  deps: AppDeps,
  log: FastifyBaseLogger,
  sessionCheck: SessionCheck,
  spine: { events: Events; notifications: NotificationsFacade; profiles: ProfileFacade },
): AccountsDeps {
  const now = deps.now ?? (() => Date.now());
  const base: Omit<AccountsDeps, 'auth'> = {
    db: deps.db,
    now,
    log,
    accessTokens: deps.accessTokens,
    sessionCheck,
    mail: deps.mail ?? createOutboxMailSender(deps.db, log),
    sms: deps.sms ?? createOutboxSmsSender(deps.db, log),
    storage: deps.storage ?? createMemoryFileStorage(),
    limiter: createAttemptLimiter(throttleStoreOf(deps)),
    // Built lazily by jose: nothing is fetched from Google until a Google sign-in arrives.
    googleKeys: deps.googleKeys ?? createGoogleKeySet(),
    settings: { ...ACCOUNT_DEFAULTS, ...deps.config.accounts },
    events: spine.events,
    notifications: spine.notifications,
    profiles: spine.profiles,
  };
  const sessions = createSessions(base);
  const codes = createOneTimeCodes(base);
  const auth: AuthFacade = {
    startSession: (user, trx) => sessions.start(user, trx),
    endAllSessions: (userId, trx) => sessions.endAll(userId, trx),
    issueCode: (request) => codes.issue(request),
    consumeCode: (purpose, target, code) => codes.consume(purpose, target, code),
    updateAccount,
    anonymise: anonymiseUser,
  };
  return { ...base, auth };
}
