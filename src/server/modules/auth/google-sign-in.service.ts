import type { z } from 'zod';
import type { TokenPair } from '../../../shared/contracts/accounts/claims';
import type { GoogleSignInInput } from '../../../shared/contracts/accounts';
import { AppError } from '../../../shared/errors';
import { verifyGoogleIdToken } from '../../auth/google-id-token';
import { isUniqueViolation } from '../../db/db-errors';
import * as q from './auth.queries';
import type { AuthDeps, CallerContext } from './auth.service';

/**
 * Sign-in with Google (third-party sign-in). The account is found by the Google
 * subject, then by the Google-verified email (which links it). An unknown person is
 * NOT_REGISTERED unless the register screen sent a role, which creates the account.
 */
export function createGoogleSignInService(deps: Pick<AuthDeps, 'db' | 'now' | 'googleKeys' | 'settings' | 'sessions' | 'profiles'>) {
  const { sessions } = deps;

  return {
    async signIn(input: z.output<typeof GoogleSignInInput>, caller: CallerContext): Promise<TokenPair> {
      const identity = await verifyGoogleIdToken(input.idToken, {
        clientId: deps.settings.googleClientId,
        keys: deps.googleKeys,
        now: deps.now,
      });
      const at = new Date(deps.now());
      let user =
        (await q.findUserByGoogleSubject(deps.db, identity.subject)) ??
        (await q.findUserByEmail(deps.db, identity.email));
      if (user?.blocked_at) throw new AppError('ACCOUNT_BLOCKED');
      if (user && !user.active) throw new AppError('INVALID_CREDENTIALS');
      if (user && user.google_subject === null) await q.linkGoogleSubject(deps.db, user.id, identity.subject, at);
      if (!user) {
        if (!input.role) throw new AppError('NOT_REGISTERED');
        try {
          user = await deps.db.transaction().execute((trx) =>
            q.insertUser(
              trx,
              {
                email: identity.email.toLowerCase(),
                passwordHash: null,
                role: input.role!,
                firstName: identity.firstName.slice(0, 50),
                lastName: identity.lastName.slice(0, 50),
                language: caller.language,
                emailVerified: true,
                googleSubject: identity.subject,
                createdAt: at,
              },
              deps.profiles,
            ),
          );
        } catch (error) {
          if (isUniqueViolation(error)) throw new AppError('EMAIL_IN_USE');
          throw error;
        }
      }
      return sessions.start(user);
    },
  };
}

export type GoogleSignInService = ReturnType<typeof createGoogleSignInService>;
