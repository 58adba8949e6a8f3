import type { Events } from '../../events/events';
import type { Live } from '../../live/live';
import type { NotificationsFacade } from '../notifications/notifications.module';
import { createRequestExpiryJob } from './request-expiry';
import { registerRequestHandlers } from './request-events';
import { requestRoutes } from './requests.routes';
import type { RequestsDeps } from './requests.service';

/**
 * Lesson requests (issue 6): routes, the live pushes of their changes, and the 7-day expiry job.
 * Notifications go through the notifications facade, never its tables.
 */
export function createRequestsModule(ctx: {
  db: RequestsDeps['db'];
  now: () => number;
  events: Events;
  live: Live;
  notifications: NotificationsFacade;
}) {
  registerRequestHandlers(ctx.events, ctx.live);
  const deps: RequestsDeps = { db: ctx.db, now: ctx.now, events: ctx.events, notifications: ctx.notifications };
  return {
    routes: requestRoutes,
    deps,
    expiryJob: (options: Pick<Parameters<typeof createRequestExpiryJob>[0], 'intervalMs' | 'log'>) =>
      createRequestExpiryJob({ ...deps, ...options }),
  };
}
export type RequestsModule = ReturnType<typeof createRequestsModule>;

export { closeActivityOf } from './account-closure';
