import type { NotificationParams } from '../../../shared/i18n/translate-notification';
import type { Database } from '../../db/database';
import type { NotificationKind } from '../../db/schema/accounts.tables';

export interface NewNotification {
  userId: string;
  kind: NotificationKind;
  /** A key of src/shared/i18n/<lang>/notifications.json. */
  titleKey: string;
  params?: NotificationParams;
  createdAt: Date;
}

/**
 * Writes a notification for a user. Any domain calls this (lessons, payments, schedule), inside
 * its own transaction, so the notification exists exactly when the change it reports does.
 */
export async function createNotification(db: Database, n: NewNotification): Promise<string> {
  const row = await db
    .insertInto('notifications')
    .values({
      user_id: n.userId,
      kind: n.kind,
      title_key: n.titleKey,
      params: JSON.stringify(n.params ?? {}),
      created_at: n.createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function listNotifications(
  db: Database,
  userId: string,
  options: { unreadOnly: boolean; limit: number; before?: Date; beforeId?: string },
) {
  let query = db
    .selectFrom('notifications')
    .select(['id', 'kind', 'title_key', 'params', 'read_at', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(options.limit);
  if (options.unreadOnly) query = query.where('read_at', 'is', null);
  const { before, beforeId } = options;
  if (before && beforeId)
    query = query.where((eb) => eb(eb.refTuple('created_at', 'id'), '<', eb.tuple(before, beforeId)));
  else if (before) query = query.where('created_at', '<', before);
  return query.execute();
}

export async function countUnread(db: Database, userId: string): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Marks one of the user's own notifications read; false when it is not theirs (or absent). */
export async function markRead(db: Database, userId: string, id: string, at: Date): Promise<boolean> {
  const owned = await db
    .selectFrom('notifications')
    .select('id')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!owned) return false;
  await db
    .updateTable('notifications')
    .set({ read_at: at })
    .where('id', '=', id)
    .where('read_at', 'is', null)
    .execute();
  return true;
}

export async function markAllRead(db: Database, userId: string, at: Date): Promise<void> {
  await db
    .updateTable('notifications')
    .set({ read_at: at })
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .execute();
}
