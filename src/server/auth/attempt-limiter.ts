import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import { CompiledQuery } from 'kysely';
import { RateLimiterPostgres, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { AppError } from '../../shared/errors';
import type { Database } from '../db/database';

/** Who is guessing what: the kind of secret, the account it is for, the client address. */
export interface AttemptSubject {
  kind: 'login' | 'code';
  account: string;
  ip: string;
}

/**
 * Where the failure counts live, so a restart (or another process) does not reset them: the
 * database by default (table auth_throttle), Redis when REDIS_URL is set.
 */
export type ThrottleStore =
  | { kind: 'database'; db: Database }
  /**
   * `prefix` starts every key, as REDIS_KEY_PREFIX does the live stream's, so several apps (or
   * test runs) share one Redis apart; `repetytor:` when absent.
   */
  | { kind: 'redis'; client: Redis; prefix?: string };

/**
 * See docs/security.md "Throttling of sign-in and codes". A hard lock after N failures let anyone
 * lock a stranger out (10 wrong passwords) or a whole office behind one address. Instead:
 * - per account and address pair, a few free failures, then each further failure makes that
 *   pair wait twice as long as the last (1 s, 2 s, 4 s … up to 15 minutes): a guesser on one
 *   account slows to a crawl, while the owner, from their own address, is not affected;
 * - per address across all accounts (credential stuffing), a generous ceiling, past which each
 *   failure makes the address wait, growing to at most a minute: it slows, never locks.
 * A success forgets the pair (not the address). Nothing here is per account alone.
 */
export const THROTTLE_POLICY = {
  pair: { freeFailures: 5, memorySeconds: 24 * 60 * 60, maxDelaySeconds: 15 * 60 },
  address: { freeFailures: 100, memorySeconds: 60 * 60, maxDelaySeconds: 60 },
} as const;

/** The wait after the n-th failure beyond the free ones: 1 s, 2 s, 4 s … capped. */
export const delaySeconds = (beyondFree: number, maxSeconds: number) =>
  Math.min(2 ** Math.max(0, beyondFree - 1), maxSeconds);

export interface AttemptLimiter {
  /** Throws TOO_MANY_ATTEMPTS (429, with retryAfterSeconds) while the pair or address must wait. */
  assertAllowed(subject: AttemptSubject): Promise<void>;
  recordFailure(subject: AttemptSubject): Promise<void>;
  /** Forgets the pair's failures after a success (the address keeps its count). */
  clear(subject: AttemptSubject): Promise<void>;
}

/**
 * rate-limiter-flexible's PostgreSQL store speaks to a `pg` pool; this hands it our Kysely
 * database instead, so the same store runs on PGlite and on a PostgreSQL server. The prepared
 * statement name it passes is dropped: Kysely prepares nothing by name.
 */
function poolOn(db: Database) {
  return {
    async query(query: { text: string; values?: unknown[] }) {
      const result = await db.executeQuery(CompiledQuery.raw(query.text, query.values ?? []));
      return { rows: result.rows, rowCount: result.rows.length || Number(result.numAffectedRows ?? 0) };
    },
  };
}

/**
 * A counter of `points` per `duration` seconds under `name` in the throttle store: Redis when
 * REDIS_URL is set (shared by every process), the database otherwise. Other limits (recording
 * uploads) use it too, so they are shared the same way.
 */
export function storeLimiter(store: ThrottleStore, name: string, points: number, duration: number, sweep = false) {
  if (store.kind === 'redis') {
    return new RateLimiterRedis({
      storeClient: store.client,
      keyPrefix: `${store.prefix ?? 'repetytor:'}throttle:${name}`,
      points,
      duration,
    });
  }
  return new RateLimiterPostgres({
    storeClient: poolOn(store.db),
    storeType: 'pool',
    tableName: 'auth_throttle',
    tableCreated: true,
    // One of the limiters deletes every expired row of the table once an hour.
    clearExpiredByTimeout: sweep,
    keyPrefix: name,
    points,
    duration,
  });
}

/** Emails are not stored in the counters' keys: the pair is a hash. */
const pairKey = (s: AttemptSubject) =>
  createHash('sha256').update(`${s.kind}\0${s.account.toLowerCase()}\0${s.ip}`).digest('base64url');
const addressKey = (s: AttemptSubject) => `${s.kind}:${s.ip}`;

interface Rule {
  failures: RateLimiterAbstract;
  /** A key here is "blocked" (waiting) until its row runs out. */
  waits: RateLimiterAbstract;
  freeFailures: number;
  maxDelaySeconds: number;
  key: (s: AttemptSubject) => string;
}

export function createAttemptLimiter(store: ThrottleStore): AttemptLimiter {
  const { pair, address } = THROTTLE_POLICY;
  const rules: Rule[] = [
    {
      failures: storeLimiter(store, 'pair_failures', pair.freeFailures, pair.memorySeconds, true),
      waits: storeLimiter(store, 'pair_wait', 1, pair.maxDelaySeconds),
      freeFailures: pair.freeFailures,
      maxDelaySeconds: pair.maxDelaySeconds,
      key: pairKey,
    },
    {
      failures: storeLimiter(store, 'address_failures', address.freeFailures, address.memorySeconds),
      waits: storeLimiter(store, 'address_wait', 1, address.maxDelaySeconds),
      freeFailures: address.freeFailures,
      maxDelaySeconds: address.maxDelaySeconds,
      key: addressKey,
    },
  ];

  return {
    async assertAllowed(subject) {
      let waitMs = 0;
      for (const rule of rules) {
        const wait = await rule.waits.get(rule.key(subject));
        // `block` stores one point more than the limiter allows; anything less is no wait.
        if (wait && wait.consumedPoints > rule.waits.points) waitMs = Math.max(waitMs, wait.msBeforeNext);
      }
      if (waitMs > 0) throw new AppError('TOO_MANY_ATTEMPTS', { retryAfterSeconds: Math.ceil(waitMs / 1000) });
    },
    async recordFailure(subject) {
      for (const rule of rules) {
        const key = rule.key(subject);
        const counted = await rule.failures.penalty(key, 1);
        const beyondFree = counted.consumedPoints - rule.freeFailures;
        if (beyondFree > 0) await rule.waits.block(key, delaySeconds(beyondFree, rule.maxDelaySeconds));
      }
    },
    async clear(subject) {
      const [pairRule] = rules;
      const key = pairRule!.key(subject);
      await pairRule!.failures.delete(key);
      await pairRule!.waits.delete(key);
    },
  };
}
