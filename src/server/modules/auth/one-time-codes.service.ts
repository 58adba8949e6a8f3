import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { AppError } from '../../../shared/errors';
import type { Database } from '../../db/database';
import type { CodePurpose } from '../../db/schema/accounts.tables';
import * as q from './one-time-codes.queries';

/**
 * 6-digit codes that expire (15 minutes), allow 5 guesses each, and can be resent once
 * a minute and at most 5 times an hour per address, so the endpoints cannot be used to flood a
 * mailbox or a phone.
 */
export const CODE_POLICY = {
  ttlMs: 15 * 60_000,
  maxAttempts: 5,
  resendCooldownMs: 60_000,
  maxPerHour: 5,
} as const;

const hashCode = (purpose: CodePurpose, target: string, code: string) =>
  createHash('sha256').update(`${purpose}:${target}:${code}`).digest();

export interface CodeRequest {
  purpose: CodePurpose;
  /** The email or the phone number the code goes to. */
  target: string;
  userId: string | null;
}

export function createOneTimeCodesService(deps: { db: Database; now: () => number }) {
  return {
    /** A fresh code, which replaces any earlier one; RATE_LIMITED inside the cooldown. */
    async issue(request: CodeRequest): Promise<string> {
      const now = deps.now();
      const latest = await q.findLatestCode(deps.db, request.purpose, request.target);
      const sinceLatest = latest ? now - latest.created_at.getTime() : Infinity;
      if (sinceLatest < CODE_POLICY.resendCooldownMs) {
        throw new AppError('RATE_LIMITED', {
          retryAfterSeconds: Math.ceil((CODE_POLICY.resendCooldownMs - sinceLatest) / 1000),
        });
      }
      const lastHour = await q.countCodesSince(deps.db, request.purpose, request.target, new Date(now - 60 * 60_000));
      if (lastHour >= CODE_POLICY.maxPerHour) throw new AppError('RATE_LIMITED', { retryAfterSeconds: 60 * 60 });

      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      await q.insertCode(deps.db, {
        ...request,
        codeHash: hashCode(request.purpose, request.target, code).toString('hex'),
        maxAttempts: CODE_POLICY.maxAttempts,
        createdAt: new Date(now),
        expiresAt: new Date(now + CODE_POLICY.ttlMs),
      });
      return code;
    },

    /**
     * Checks a code and uses it up. No live code (none sent, expired, used, or out of guesses)
     * is CODE_EXPIRED, which asks for a new one; a wrong guess is WRONG_CODE.
     * Answers the user the code was sent for.
     */
    async consume(purpose: CodePurpose, target: string, code: string): Promise<{ userId: string | null }> {
      const now = deps.now();
      const latest = await q.findLatestCode(deps.db, purpose, target);
      if (
        !latest ||
        latest.consumed_at ||
        latest.expires_at.getTime() <= now ||
        latest.attempts >= latest.max_attempts
      ) {
        throw new AppError('CODE_EXPIRED');
      }
      const matches = timingSafeEqual(hashCode(purpose, target, code), Buffer.from(latest.code_hash, 'hex'));
      if (!matches) {
        const used = await q.addAttempt(deps.db, latest.id);
        if (used === null) throw new AppError('CODE_EXPIRED');
        throw new AppError('WRONG_CODE', { attemptsLeft: latest.max_attempts - used });
      }
      if (!(await q.consumeCode(deps.db, latest.id, new Date(now)))) throw new AppError('CODE_EXPIRED');
      return { userId: latest.user_id };
    },
  };
}

export type OneTimeCodes = ReturnType<typeof createOneTimeCodesService>;
