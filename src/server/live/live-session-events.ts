import type { Events } from '../events/events';
import type { LiveChannel } from './live';

/**
 * A revoked session's sockets close in every process: the
 * session.revoked event (modules/auth/session.events.ts) becomes an order on the live log, which
 * every process reads. Outside a transaction: appending to Redis is I/O.
 */
export function registerLiveSessionHandlers(events: Events, live: LiveChannel): void {
  events.on(
    'session.revoked',
    'live.close-revoked',
    async (event) => live.revoke(event.payload.userId, event.payload.sessionId),
    { transaction: false },
  );
}
