import type { TokenPair } from '../../../shared/contracts/accounts/claims';
import type { AppContext } from '../../app-context';
import { createAttemptLimiter, type AttemptLimiter } from '../../auth/attempt-limiter';
import type { Database } from '../../db/database';
import type { AccountSettings } from '../../settings-defaults';
import type { ProfileFacade } from '../profile/profile.module';
import { anonymiseUser, updateAccount, type AccountChanges } from './auth.queries';
import { authRoutes } from './auth.routes';
import { createAuthService } from './auth.service';
import { createGoogleSignInService } from './google-sign-in.service';
import { createOneTimeCodesService, type CodeRequest } from './one-time-codes.service';
import { createPasswordResetService } from './password-reset.service';
import type { SessionCheck } from './session-check';
import { createSessions, type SessionUser } from './sessions.service';
import { userBlockRoutes } from './user-block.routes';
import { createUserBlockService } from './user-block.service';

export { limiterKeys } from './auth.service';
export { CODE_POLICY } from './one-time-codes.service';

/**
 * What the other accounts modules may ask of auth: settings ends and restarts sessions, profile
 * confirms phone numbers with one-time codes, and both count wrong codes and passwords and
 * change the account row through it (auth alone writes `users`).
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
  /** The failure counters of sign-in and codes (keys from `limiterKeys`), in the throttle store. */
  limiter: AttemptLimiter;
  /** Changes the account's own columns (name, phone, language…) in the caller's transaction. */
  updateAccount(trx: Database, userId: string, changes: AccountChanges, at: Date): Promise<void>;
  /** Clears everything personal of a deleted account, in the deletion's transaction. */
  anonymise(trx: Database, userId: string, at: Date): Promise<void>;
}

export interface AuthModuleDeps {
  /** The accounts settings (refresh token lifetime, Google client id). */
  settings: AccountSettings;
  /** The auth plugin's "is this session live" cache: revocations here clear it at once. */
  sessionCheck: SessionCheck;
  /** Sign-up writes the new account's empty profile through it (profiles are theirs to write). */
  profiles: Pick<ProfileFacade, 'createEmpty'>;
}

/**
 * Auth: registration, sign-in (password and Google), sessions, password reset and the admin's
 * account blocks. Sessions, one-time codes and the attempt limiter are built here once and shared
 * by its services and its facade. `routes` go under the open auth prefix, `adminRoutes` under admin.
 */
export function createAuthModule(
  ctx: Pick<AppContext, 'db' | 'now' | 'log' | 'events' | 'accessTokens' | 'mail' | 'googleKeys' | 'throttleStore'>,
  deps: AuthModuleDeps,
) {
  const { db, now, log, mail, googleKeys } = ctx;
  const { settings, sessionCheck, profiles } = deps;
  const limiter = createAttemptLimiter(ctx.throttleStore);
  const sessions = createSessions({
    db,
    now,
    accessTokens: ctx.accessTokens,
    settings,
    sessionCheck,
    events: ctx.events,
  });
  const codes = createOneTimeCodesService({ db, now });
  const services = { db, now, log, mail, googleKeys, settings, limiter, sessions, codes, profiles };
  const facade: AuthFacade = {
    startSession: (user, trx) => sessions.start(user, trx),
    endAllSessions: (userId, trx) => sessions.endAll(userId, trx),
    issueCode: (request) => codes.issue(request),
    consumeCode: (purpose, target, code) => codes.consume(purpose, target, code),
    limiter,
    updateAccount,
    anonymise: anonymiseUser,
  };
  return {
    facade,
    routes: authRoutes,
    routeOptions: {
      auth: createAuthService(services),
      passwords: createPasswordResetService(services),
      google: createGoogleSignInService(services),
      sessions,
      googleClientId: settings.googleClientId,
    },
    adminRoutes: userBlockRoutes,
    adminRouteOptions: { blocks: createUserBlockService({ ...services, sessionCheck }) },
  };
}
export type AuthModule = ReturnType<typeof createAuthModule>;
