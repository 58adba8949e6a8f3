import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  NotificationIdParams,
  NotificationListQuery,
  notificationLink,
  NotificationPage,
  UnreadCount,
} from '../../../shared/contracts/notifications';
import { AppError } from '../../../shared/errors';
import { translateNotification } from '../../../shared/i18n/translate-notification';
import type { AppContext } from '../../app-context';
import * as q from './notifications.queries';

/** The signed-in user's notifications and mark-read. */
export const notificationRoutes: FastifyPluginAsyncZod<{ deps: Pick<AppContext, 'db' | 'now'> }> = async (
  app,
  { deps },
) => {
  const tags = ['notifications'];
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/notifications',
    { schema: { tags, querystring: NotificationListQuery, response: { 200: NotificationPage } } },
    async (request) => {
      const userId = request.user!.id;
      const { unreadOnly, limit, before, beforeId } = request.query;
      const rows = await q.listNotifications(deps.db, userId, {
        unreadOnly,
        limit,
        before: before ? new Date(before) : undefined,
        beforeId,
      });
      return {
        items: rows.map((row) => ({
          id: row.id,
          kind: row.kind,
          titleKey: row.title_key,
          title: translateNotification(row.title_key, row.params, request.language),
          params: row.params,
          readAt: row.read_at?.toISOString() ?? null,
          createdAt: row.created_at.toISOString(),
          link: notificationLink(row.title_key, row.params),
        })),
        unreadCount: await q.countUnread(deps.db, userId),
      };
    },
  );

  // The header's badge and the desktop tray ask only for the count.
  app.get('/notifications/unread-count', { schema: { tags, response: { 200: UnreadCount } } }, async (request) => ({
    unreadCount: await q.countUnread(deps.db, request.user!.id),
  }));

  app.post(
    '/notifications/:id/read',
    { schema: { tags, params: NotificationIdParams, response: { 200: UnreadCount } } },
    async (request) => {
      const userId = request.user!.id;
      // Someone else's notification is "not found", never "forbidden": ids reveal nothing.
      if (!(await q.markRead(deps.db, userId, request.params.id, new Date(deps.now()))))
        throw new AppError('NOT_FOUND');
      return { unreadCount: await q.countUnread(deps.db, userId) };
    },
  );

  app.post('/notifications/read-all', { schema: { tags, response: { 200: UnreadCount } } }, async (request) => {
    await q.markAllRead(deps.db, request.user!.id, new Date(deps.now()));
    return { unreadCount: 0 };
  });
};
