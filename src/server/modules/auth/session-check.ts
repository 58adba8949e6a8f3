import { AppError } from '../../../shared/errors';
import type { Database } from '../../db/database';
import { findSessionState } from './sessions.queries';

/**
 * How long one process trusts a "still live" answer. A revocation drops the cached answers at
 * once: in the process that made it, and in every other through the live log's revocation order
 * (app.ts). The window only bounds a revocation made behind the services' back (docs/security.md).
 */
export const SESSION_CHECK_CACHE_MS = 5_000;
/** Cached answers are swept once the cache holds this many, so it never grows with traffic. */
const MAX_CACHED = 10_000;

export interface SessionCheck {
  /**
   * Throws UNAUTHORIZED (the client signs out) unless the user still exists, is active and not
   * deleted, and the token's session (refresh-token family) has not been revoked.
   */
  assertLive(userId: string, sessionId: string | undefined): Promise<void>;
  /**
   * Forgets what this process cached for a user: their revocation counts from now on, and a
   * check already reading the database when it came caches nothing.
   */
  forget(userId: string): void;
}

/**
 * The per-request session check (docs/security.md "Sessions"). A signed access token alone would keep
 * working for its 15 minutes after logout, a password change, deletion or blocking; one indexed
 * read per user and session, cached for a few seconds, ends it at once instead.
 */
export function createSessionCheck(deps: { db: Database; now: () => number; cacheMs?: number }): SessionCheck {
  const cacheMs = deps.cacheMs ?? SESSION_CHECK_CACHE_MS;
  /** user id → session id ('' for a token without one) → live until this time. */
  const live = new Map<string, Map<string, number>>();
  /** Counts forgets: a read that overlapped one may predate the revocation, so it is not kept. */
  let forgets = 0;

  function sweep(now: number) {
    let size = 0;
    for (const sessions of live.values()) size += sessions.size;
    if (size < MAX_CACHED) return;
    for (const [userId, sessions] of live) {
      for (const [sessionId, until] of sessions) if (until <= now) sessions.delete(sessionId);
      if (sessions.size === 0) live.delete(userId);
    }
  }

  return {
    async assertLive(userId, sessionId) {
      const now = deps.now();
      const key = sessionId ?? '';
      const until = live.get(userId)?.get(key);
      if (until !== undefined && until > now) return;
      const forgetsBefore = forgets;
      const state = await findSessionState(deps.db, userId, sessionId);
      if (!state?.userLive || !state.sessionLive) {
        live.get(userId)?.delete(key);
        throw new AppError('UNAUTHORIZED');
      }
      if (forgets !== forgetsBefore) return;
      sweep(now);
      let sessions = live.get(userId);
      if (!sessions) live.set(userId, (sessions = new Map()));
      sessions.set(key, now + cacheMs);
    },
    forget(userId) {
      forgets += 1;
      live.delete(userId);
    },
  };
}
