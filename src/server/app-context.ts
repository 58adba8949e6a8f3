import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from './app';
import { createEventBus, type EventBus } from './events/events';
import { createLiveChannel, type LiveChannel, type LiveSessionCheck } from './live/live';
import { registerLiveSessionHandlers } from './live/live-session-events';
import { createMemoryLiveLog } from './live/memory-live-log';
import { createRedisLiveLog } from './live/redis-live-log';

/**
 * What every module receives from the composition root (app.ts): the database, the clock, the
 * log and the platform services. Built once per app; modules take the parts they need and never
 * build each other (HOUSE-STYLE 19).
 */
export interface AppContext {
  db: AppDeps['db'];
  now: () => number;
  log: FastifyBaseLogger;
  events: EventBus;
  live: LiveChannel;
}

export function createAppContext(
  deps: AppDeps,
  log: FastifyBaseLogger,
  auth: { sessionCheck?: LiveSessionCheck } = {},
): AppContext {
  const now = deps.now ?? Date.now;
  const events = createEventBus({
    db: deps.db,
    kind: deps.database?.kind ?? 'pglite',
    listen: deps.database?.listen,
    now,
    log,
  });
  const redisUrl = deps.config.redisUrl;
  const live = createLiveChannel({
    log: redisUrl
      ? createRedisLiveLog({ url: redisUrl, keyPrefix: deps.config.redisKeyPrefix ?? 'repetytor:', log })
      : createMemoryLiveLog(),
    accessTokens: deps.accessTokens,
    now,
    logger: log,
    heartbeatMs: deps.config.liveHeartbeatMs,
    sessionCheck: auth.sessionCheck,
  });
  registerLiveSessionHandlers(events, live);
  return { db: deps.db, now, log, events, live };
}
