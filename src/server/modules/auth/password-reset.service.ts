import type { z } from 'zod';
import type { TokenPair } from '../../../shared/contracts/accounts/claims';
import type { CodeSent, EmailOnlyInput, ResetPasswordInput } from '../../../shared/contracts/accounts';
import { AppError } from '../../../shared/errors';
import { hashPassword } from '../../auth/passwords';
import { renderMail } from '../../integrations/mail/mail-templates';
import * as q from './auth.queries';
import { codeSent, limiterKeys, type AuthDeps, type CallerContext } from './auth.service';
import { CODE_POLICY } from './one-time-codes.service';

/** Forgot and reset password with an emailed code. */
export function createPasswordResetService(
  deps: Pick<AuthDeps, 'db' | 'now' | 'log' | 'mail' | 'limiter' | 'sessions' | 'codes'>,
) {
  const { sessions, codes } = deps;

  return {
    /**
     * Emails a reset code. The answer is the same whether or not the email has an account, and
     * a request inside the resend cooldown is quietly skipped, so this call reveals nothing.
     */
    async forgot(input: z.output<typeof EmailOnlyInput>): Promise<CodeSent> {
      const user = await q.findUserByEmail(deps.db, input.email);
      if (!user) return codeSent(input.email);
      let code: string;
      try {
        code = await codes.issue({ purpose: 'PASSWORD_RESET', target: user.email, userId: user.id });
      } catch (error) {
        if (error instanceof AppError && error.code === 'RATE_LIMITED') return codeSent(input.email);
        throw error;
      }
      const message = renderMail('password-reset', user.language, user.email, {
        name: user.first_name,
        code,
        minutes: String(CODE_POLICY.ttlMs / 60_000),
      });
      await deps.mail
        .send(message)
        .catch((error: unknown) => deps.log.error({ err: error }, 'could not send the reset code'));
      return codeSent(input.email);
    },

    /**
     * Sets the new password, ends every session (whoever knew the old password is out) and
     * signs this device in. The code proves the mailbox, so the email counts as confirmed.
     */
    async reset(input: z.output<typeof ResetPasswordInput>, caller: CallerContext): Promise<TokenPair> {
      const keys = limiterKeys('code', input.email, caller.ip);
      await deps.limiter.assertAllowed(keys);
      const user = await q.findUserByEmail(deps.db, input.email);
      try {
        if (!user) throw new AppError('CODE_EXPIRED');
        const sentTo = await codes.consume('PASSWORD_RESET', user.email, input.code);
        if (sentTo.userId !== user.id) throw new AppError('CODE_EXPIRED');
      } catch (error) {
        if (error instanceof AppError && error.code === 'WRONG_CODE') await deps.limiter.recordFailure(keys);
        throw error;
      }
      const passwordHash = await hashPassword(input.password);
      const at = new Date(deps.now());
      return deps.db.transaction().execute(async (trx) => {
        await q.setPasswordHash(trx, user.id, passwordHash, at);
        await q.markEmailVerified(trx, user.id, at);
        await sessions.endAll(user.id, trx);
        return sessions.start(user, trx);
      });
    },
  };
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
