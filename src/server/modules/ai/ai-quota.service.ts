import type { AiQuota } from '../../../shared/contracts/ai';
import { AppError } from '../../../shared/errors';
import type { Database } from '../../db/database';
import * as queries from './ai-quota.queries';

/** AI tokens renew every minute. */
export const QUOTA_WINDOW_MS = 60_000;

export interface AiQuotaDeps {
  db: Database;
  now: () => number;
  tokensPerMinute: number;
  requestTokens: number;
  source: AiQuota['source'];
}

/**
 * A per-user token budget over a one-minute window that opens at the first spend ('Not
 * enough AI quota', 429). Every analysis or hint reserves `requestTokens` before it runs; a model
 * that reports using more is charged the rest afterwards.
 */
export function createAiQuotaService(deps: AiQuotaDeps) {
  function view(row: queries.QuotaRow | undefined): AiQuota {
    const now = deps.now();
    const live = row && row.window_start.getTime() + QUOTA_WINDOW_MS > now;
    const used = live ? Math.min(row.tokens_used, deps.tokensPerMinute) : 0;
    return {
      limit: deps.tokensPerMinute,
      used,
      remaining: deps.tokensPerMinute - used,
      requestCost: deps.requestTokens,
      resetsAt: live ? new Date(row.window_start.getTime() + QUOTA_WINDOW_MS).toISOString() : null,
      source: deps.source,
    };
  }

  return {
    async read(userId: string): Promise<AiQuota> {
      return view(await queries.readQuota(deps.db, userId));
    },

    /** Reserves one request's tokens or throws AI_QUOTA_EXCEEDED (429) without spending any. */
    async reserve(userId: string): Promise<AiQuota> {
      const now = deps.now();
      const row = await queries.spendTokens(
        deps.db,
        userId,
        deps.requestTokens,
        deps.tokensPerMinute,
        new Date(now),
        new Date(now - QUOTA_WINDOW_MS),
      );
      if (!row) {
        const quota = await this.read(userId);
        throw new AppError('AI_QUOTA_EXCEEDED', { resetsAt: quota.resetsAt, remaining: quota.remaining });
      }
      return view(row);
    },

    async chargeUsage(userId: string, totalTokens: number): Promise<void> {
      await queries.chargeExtra(deps.db, userId, totalTokens - deps.requestTokens);
    },
  };
}

export type AiQuotaService = ReturnType<typeof createAiQuotaService>;
