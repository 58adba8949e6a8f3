import type { NotificationParams } from '../../../shared/i18n/translate-notification';
import { translateNotification } from '../../../shared/i18n/translate-notification';
import type { NotificationKind } from '../../db/schema/accounts.tables';
import type { Events } from '../../events/events';
import type { Live } from '../../live/live';
import { createNotification } from './notifications.queries';

declare module '../../events/events.types' {
  interface DomainEvents {
    /** Another module asks for a notification, in the transaction of the change it reports. */
    'notification.requested': {
      userId: string;
      kind: NotificationKind;
      titleKey: string;
      params: NotificationParams;
      /** ISO time of the change (the app clock's), shown as the notification's time. */
      createdAt: string;
    };
    /** A notification row was written (for the live push, later the tray and e-mail digests). */
    'notification.created': { notificationId: string; userId: string };
  }
}

/**
 * The notifications module's handlers: a requested notification becomes a row (once: the row and
 * the handler's checkpoint commit together), and a written one is pushed live to its user.
 */
export function registerNotificationHandlers(events: Events, live: Live): void {
  events.on('notification.requested', 'notifications.write', async (event, { trx }) => {
    const n = event.payload;
    const notificationId = await createNotification(trx, {
      userId: n.userId,
      kind: n.kind,
      titleKey: n.titleKey,
      params: n.params,
      createdAt: new Date(n.createdAt),
    });
    await events.emit(trx, {
      type: 'notification.created',
      aggregateType: 'user',
      aggregateId: n.userId,
      payload: { notificationId, userId: n.userId },
    });
  });

  events.on('notification.created', 'notifications.push', async (event, { trx }) => {
    const row = await trx
      .selectFrom('notifications as n')
      .innerJoin('users as u', 'u.id', 'n.user_id')
      .select(['n.id', 'n.kind', 'n.title_key', 'n.params', 'u.language'])
      .where('n.id', '=', event.payload.notificationId)
      .executeTakeFirst();
    if (!row) return;
    await live.publish(event.payload.userId, {
      type: 'notification.created',
      data: {
        id: row.id,
        kind: row.kind,
        titleKey: row.title_key,
        title: translateNotification(row.title_key, row.params, row.language),
      },
    });
  });
}
