import { z } from 'zod';
import { NOTIFICATION_KINDS } from '../../enums';
import { text } from '../../validation/text';

/**
 * One notification (kinds: TRANSACTION, LESSON, SCHEDULE, INFORMATION). `titleKey` and
 * `params` let the client re-translate; `title` is already translated into the caller's language
 * (src/shared/i18n/<lang>/notifications.json), for the desktop tray and emails.
 */
export const Notification = z
  .object({
    id: text(),
    kind: z.enum(NOTIFICATION_KINDS),
    titleKey: text(),
    title: text(),
    params: z.record(text(), z.union([text(), z.number(), z.boolean(), z.null()])),
    readAt: text().nullable(),
    createdAt: text(),
    /** The app path of what it is about (notification-link.ts), or null. */
    link: text().nullable(),
  })
  .meta({ id: 'Notification' });
export type Notification = z.infer<typeof Notification>;

/** GET /users/v1/notifications?unreadOnly=true&limit=20&before=<ISO time>&beforeId=<id> */
export const NotificationListQuery = z.object({
  unreadOnly: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  /** Cursor: only notifications created before this time (the last `createdAt` of a page). */
  before: z.iso.datetime({ error: 'validation.invalid' }).optional(),
  /**
   * With `before`: the last id of a page, the tie-breaker among notifications created at the same
   * moment (the list is ordered by time, then id), so paging skips none and shows none twice.
   */
  beforeId: z.uuid({ error: 'validation.invalid' }).optional(),
});

export const NotificationPage = z
  .object({ items: z.array(Notification), unreadCount: z.number().int() })
  .meta({ id: 'NotificationPage' });
export type NotificationPage = z.infer<typeof NotificationPage>;

export const NotificationIdParams = z.object({ id: z.uuid({ error: 'validation.invalid' }) });

/** What mark-read answers: the unread count left, for badges and the tray. */
export const UnreadCount = z.object({ unreadCount: z.number().int() }).meta({ id: 'UnreadCount' });
export type UnreadCount = z.infer<typeof UnreadCount>;

/** API paths of the notifications (src/server/modules/notifications), for the client and tests. */
export const NOTIFICATIONS_PATH = '/users/v1/notifications';
export const NOTIFICATIONS_READ_ALL_PATH = `${NOTIFICATIONS_PATH}/read-all`;
export const notificationReadPath = (id: string) => `${NOTIFICATIONS_PATH}/${encodeURIComponent(id)}/read`;
