import type { NotificationParams } from '../../../shared/i18n/translate-notification';
import type { AppContext } from '../../app-context';
import type { Database } from '../../db/database';
import type { NotificationKind } from '../../db/schema/accounts.tables';
import type { Events } from '../../events/events';
import { registerNotificationMail } from './notification-mail';
import { registerNotificationHandlers } from './notifications.events';
import { notificationRoutes } from './notifications.routes';

export interface NotificationRequest {
  userId: string;
  kind: NotificationKind;
  /** A key of src/shared/i18n/<lang>/notifications.json. */
  titleKey: string;
  params?: NotificationParams;
  createdAt: Date;
}

/** What other modules may ask of notifications. */
export interface NotificationsFacade {
  /**
   * Notifies a user about a change, inside the change's transaction: the notification (and its
   * live push) follows exactly when the change commits, and never if it rolls back.
   */
  notify(trx: Database, n: NotificationRequest): Promise<void>;
}

/** The facade alone: it only emits, so jobs outside the app (main.ts) can build their own. */
export function notificationsFacade(events: Events): NotificationsFacade {
  return {
    notify: (trx, n) =>
      events.emit(trx, {
        type: 'notification.requested',
        aggregateType: 'user',
        aggregateId: n.userId,
        payload: {
          userId: n.userId,
          kind: n.kind,
          titleKey: n.titleKey,
          params: n.params ?? {},
          createdAt: n.createdAt.toISOString(),
        },
      }),
  };
}

/**
 * The notifications module: routes, handlers, facade, and
 * the emails, through the context's mail sender; links in them start with `publicUrl`.
 */
export function createNotificationsModule(
  ctx: Pick<AppContext, 'db' | 'now' | 'events' | 'live' | 'mail'>,
  deps: { publicUrl: string },
) {
  registerNotificationHandlers(ctx.events, ctx.live);
  registerNotificationMail(ctx.events, { db: ctx.db, now: ctx.now, mail: ctx.mail, publicUrl: deps.publicUrl });
  return {
    routes: notificationRoutes,
    routeOptions: { deps: { db: ctx.db, now: ctx.now } },
    facade: notificationsFacade(ctx.events),
  };
}
export type NotificationsModule = ReturnType<typeof createNotificationsModule>;
