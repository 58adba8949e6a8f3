import type { z } from 'zod';
import type { TokenPair } from '../../../shared/contracts/accounts/claims';
import type {
  CodeSent,
  EmailCodeInput,
  EmailOnlyInput,
  LoginInput,
  RegisterInput,
} from '../../../shared/contracts/accounts';
import { AppError } from '../../../shared/errors';
import type { Language } from '../../../shared/i18n/language';
import type { FastifyBaseLogger } from 'fastify';
import type { AttemptLimiter, AttemptSubject } from '../../auth/attempt-limiter';
import type { GoogleKeySet } from '../../auth/google-id-token';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../auth/passwords';
import type { Database } from '../../db/database';
import { isUniqueViolation } from '../../db/db-errors';
import type { MailSender } from '../../integrations/mail/mail.port';
import type { AccountSettings } from '../../settings-defaults';
import { renderMail } from '../../integrations/mail/mail-templates';
import * as q from './auth.queries';
import { CODE_POLICY, type OneTimeCodes } from './one-time-codes.service';
import type { Sessions } from './sessions.service';
import type { ProfileFacade } from '../profile/profile.module';

/** Who is calling: the language of the mails we send and the address failures are counted by. */
export interface CallerContext {
  language: Language;
  ip: string;
}

export const codeSent = (email: string): CodeSent => ({
  email,
  codeTtlSeconds: CODE_POLICY.ttlMs / 1000,
  resendAfterSeconds: CODE_POLICY.resendCooldownMs / 1000,
});

/** Failures are throttled per account and address pair, and per address (auth/attempt-limiter). */
export const limiterKeys = (kind: 'login' | 'code', account: string, ip: string): AttemptSubject => ({
  kind,
  account,
  ip,
});

/**
 * What the auth services are built with, by auth.module.ts: the context's parts they use, the
 * accounts settings, and the sessions, one-time codes and attempt limiter it builds once for all.
 */
export interface AuthDeps {
  db: Database;
  now: () => number;
  log: FastifyBaseLogger;
  mail: MailSender;
  googleKeys: GoogleKeySet;
  settings: AccountSettings;
  limiter: AttemptLimiter;
  sessions: Sessions;
  codes: OneTimeCodes;
  /** Sign-up writes the new account's empty profile through it, in the same transaction. */
  profiles: Pick<ProfileFacade, 'createEmpty'>;
}

/** Register, email code, login. */
export function createAuthService(
  deps: Pick<AuthDeps, 'db' | 'now' | 'log' | 'mail' | 'limiter' | 'sessions' | 'codes' | 'profiles'>,
) {
  const { sessions, codes } = deps;

  async function sendEmailCode(user: q.UserRow): Promise<void> {
    const code = await codes.issue({ purpose: 'EMAIL_VERIFICATION', target: user.email, userId: user.id });
    const message = renderMail('email-code', user.language, user.email, {
      name: user.first_name,
      code,
      minutes: String(CODE_POLICY.ttlMs / 60_000),
    });
    try {
      await deps.mail.send(message);
    } catch (error) {
      // The account exists either way; the user asks for the code again once mail recovers.
      deps.log.error({ err: error, to: user.email }, 'could not send the email code');
    }
  }

  return {
    /** Creates the account unverified and emails a 6-digit code. */
    async register(input: z.output<typeof RegisterInput>, caller: CallerContext): Promise<CodeSent> {
      if (!(await q.isEmailFree(deps.db, input.email))) throw new AppError('EMAIL_IN_USE');
      const passwordHash = await hashPassword(input.password);
      let user: q.UserRow;
      try {
        user = await deps.db.transaction().execute((trx) =>
          q.insertUser(
            trx,
            {
              email: input.email,
              passwordHash,
              role: input.role,
              firstName: input.firstName,
              lastName: input.lastName,
              language: caller.language,
              emailVerified: false,
              createdAt: new Date(deps.now()),
            },
            deps.profiles,
          ),
        );
      } catch (error) {
        // Two registrations racing for one email: the unique index decides.
        if (isUniqueViolation(error)) throw new AppError('EMAIL_IN_USE');
        throw error;
      }
      await sendEmailCode(user).catch((error: unknown) => {
        // A code went to this address under a minute ago (an account deleted and made again):
        // the account stands, and the code screen's resend button gets one after the cooldown.
        if (!(error instanceof AppError && error.code === 'RATE_LIMITED')) throw error;
      });
      return codeSent(user.email);
    },

    /** The emailed code confirms the address and signs the user in. */
    async confirmEmail(input: z.output<typeof EmailCodeInput>, caller: CallerContext): Promise<TokenPair> {
      const keys = limiterKeys('code', input.email, caller.ip);
      await deps.limiter.assertAllowed(keys);
      const user = await q.findUserByEmail(deps.db, input.email);
      try {
        if (!user) throw new AppError('CODE_EXPIRED');
        const sentTo = await codes.consume('EMAIL_VERIFICATION', user.email, input.code);
        // A code from a deleted account that had this email is no code for the new one.
        if (sentTo.userId !== user.id) throw new AppError('CODE_EXPIRED');
      } catch (error) {
        if (error instanceof AppError && error.code === 'WRONG_CODE') await deps.limiter.recordFailure(keys);
        throw error;
      }
      await q.markEmailVerified(deps.db, user.id, new Date(deps.now()));
      return sessions.start(user);
    },

    /** A new code for an unconfirmed account. Unknown or confirmed emails get the same answer. */
    async resendEmailCode(input: z.output<typeof EmailOnlyInput>): Promise<CodeSent> {
      const user = await q.findUserByEmail(deps.db, input.email);
      if (user && !user.email_verified) await sendEmailCode(user);
      return codeSent(input.email);
    },

    async login(input: z.output<typeof LoginInput>, caller: CallerContext): Promise<TokenPair> {
      const keys = limiterKeys('login', input.email, caller.ip);
      await deps.limiter.assertAllowed(keys);
      const user = await q.findUserByEmail(deps.db, input.email);
      const valid = user?.password_hash
        ? await verifyPassword(user.password_hash, input.password)
        : await verifyAgainstDummy(input.password);
      // A blocked account is told so, but only once its password proved whose it is.
      if (user && valid && user.blocked_at) throw new AppError('ACCOUNT_BLOCKED');
      if (!user || !valid || !user.active) {
        await deps.limiter.recordFailure(keys);
        throw new AppError('INVALID_CREDENTIALS');
      }
      await deps.limiter.clear(keys);
      if (!user.email_verified) {
        // The right password proves the account is theirs: send a fresh code if none went out
        // in the last minute, and let the client show the code screen.
        await sendEmailCode(user).catch(() => undefined);
        throw new AppError('EMAIL_NOT_VERIFIED', { email: user.email });
      }
      return sessions.start(user);
    },

    /** Whether an email is still free on the register screen. */
    async assertEmailFree(email: string): Promise<{ available: true }> {
      if (!(await q.isEmailFree(deps.db, email)))
        throw new AppError('PHONE_OR_EMAIL_IN_USE', { fields: { email: 'validation.email-in-use' } });
      return { available: true };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
