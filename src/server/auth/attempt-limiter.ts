import { AppError } from '../../shared/errors';

/**
 * Counts failures per key in a fixed window. The store is the only part that knows where the
 * counts live: in memory for one process now; a Redis store (INCR + PEXPIRE) implements the
 * same two calls when REDIS_URL arrives (DESIGN "shared rate limits").
 */
export interface AttemptStore {
  /** The current count and when its window ends, or null if there is none. */
  read(key: string, now: number): Promise<{ count: number; resetAt: number } | null>;
  /** Adds one failure, opening a window of `windowMs` if none is open. */
  increment(key: string, windowMs: number, now: number): Promise<{ count: number; resetAt: number }>;
  delete(key: string): Promise<void>;
}

export function createMemoryAttemptStore(): AttemptStore {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const sweep = (now: number) => {
    // Old windows are dropped lazily, so the map never outgrows the keys of the last window.
    if (windows.size < 10_000) return;
    for (const [key, entry] of windows) if (entry.resetAt <= now) windows.delete(key);
  };
  return {
    async read(key, now) {
      const entry = windows.get(key);
      return entry && entry.resetAt > now ? { ...entry } : null;
    },
    async increment(key, windowMs, now) {
      sweep(now);
      const entry = windows.get(key);
      const next =
        entry && entry.resetAt > now
          ? { count: entry.count + 1, resetAt: entry.resetAt }
          : { count: 1, resetAt: now + windowMs };
      windows.set(key, next);
      return { ...next };
    },
    async delete(key) {
      windows.delete(key);
    },
  };
}

export interface AttemptLimiter {
  /** Throws RATE_LIMITED (429, translated) when any key has used up its failures. */
  assertAllowed(keys: string[]): Promise<void>;
  recordFailure(keys: string[]): Promise<void>;
  /** Forgets an account's failures after a success (the address keeps its count). */
  clear(key: string): Promise<void>;
}

/** Issue 3: 10 failures per 15 minutes, per account and per address. */
export const LOGIN_FAILURE_LIMIT = { max: 10, windowMs: 15 * 60_000 };

export function createAttemptLimiter(
  store: AttemptStore,
  now: () => number,
  limit = LOGIN_FAILURE_LIMIT,
): AttemptLimiter {
  return {
    async assertAllowed(keys) {
      for (const key of keys) {
        const entry = await store.read(key, now());
        if (entry && entry.count >= limit.max) {
          throw new AppError('RATE_LIMITED', {
            retryAfterSeconds: Math.max(1, Math.ceil((entry.resetAt - now()) / 1000)),
          });
        }
      }
    },
    async recordFailure(keys) {
      for (const key of keys) await store.increment(key, limit.windowMs, now());
    },
    async clear(key) {
      await store.delete(key);
    },
  };
}
