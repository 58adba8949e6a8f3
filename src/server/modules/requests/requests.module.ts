import type { AppContext } from '../../app-context';
import type { LessonsFacade } from '../lessons/lessons.module';
import type { NotificationsFacade } from '../notifications/notifications.module';
import type { ProfileFacade } from '../profile/profile.module';
import type { ScheduleFacade } from '../schedule/schedule.module';
import { createRequestExpiryJob } from './request-expiry';
import { registerRequestHandlers } from './request-events';
import { createRequestRepliesService } from './request-replies.service';
import { requestRoutes } from './requests.routes';
import { createRequestsService, type RequestsDeps, type RequestsServiceDeps } from './requests.service';

/**
 * Lesson requests: routes, the live pushes of their changes, and the 7-day expiry job.
 * Notifications, lessons (booking an accepted slot), schedules and profiles go through their
 * facades, never their tables or services.
 */
export function createRequestsModule(
  ctx: Pick<AppContext, 'db' | 'now' | 'events' | 'live'>,
  facades: {
    notifications: NotificationsFacade;
    lessons: LessonsFacade;
    schedule: ScheduleFacade;
    profiles: ProfileFacade;
  },
) {
  registerRequestHandlers(ctx.events, ctx.live);
  const deps: RequestsDeps = { db: ctx.db, now: ctx.now, events: ctx.events, notifications: facades.notifications };
  const serviceDeps: RequestsServiceDeps = {
    ...deps,
    lessons: facades.lessons,
    schedule: facades.schedule,
    profiles: facades.profiles,
  };
  return {
    routes: requestRoutes,
    routeOptions: { requests: createRequestsService(serviceDeps), replies: createRequestRepliesService(serviceDeps) },
    expiryJob: (options: Pick<Parameters<typeof createRequestExpiryJob>[0], 'intervalMs' | 'log'>) =>
      createRequestExpiryJob({ ...deps, ...options }),
  };
}
export type RequestsModule = ReturnType<typeof createRequestsModule>;

export { closeActivityOf } from './account-closure';
