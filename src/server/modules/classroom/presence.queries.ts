import type { Database } from '../../db/database';

export interface PresenceRow {
  userId: string;
  sessionId: string;
  sharingScreen: boolean;
  seenAt: Date;
}

/** Serialises presence and screen changes of one room (joins of both tabs, two shares at once). */
export async function lockLesson(trx: Database, lessonId: string): Promise<void> {
  await trx.selectFrom('lessons').select('id').where('id', '=', lessonId).forUpdate().executeTakeFirst();
}

export async function roomPresence(db: Database, lessonId: string): Promise<PresenceRow[]> {
  const rows = await db
    .selectFrom('meeting_presence')
    .select(['user_id', 'session_id', 'sharing_screen', 'seen_at'])
    .where('lesson_id', '=', lessonId)
    .execute();
  return rows.map((r) => ({
    userId: r.user_id,
    sessionId: r.session_id,
    sharingScreen: r.sharing_screen,
    seenAt: new Date(r.seen_at),
  }));
}

/** Puts this tab in the room (a new row, or another session's row taken over). */
export async function enter(db: Database, lessonId: string, userId: string, sessionId: string, at: Date) {
  await db
    .insertInto('meeting_presence')
    .values({ lesson_id: lessonId, user_id: userId, session_id: sessionId, joined_at: at, seen_at: at })
    .onConflict((oc) =>
      oc.columns(['lesson_id', 'user_id']).doUpdateSet({
        session_id: sessionId,
        sharing_screen: false,
        joined_at: at,
        seen_at: at,
      }),
    )
    .execute();
}

export async function touch(db: Database, lessonId: string, userId: string, at: Date) {
  await db
    .updateTable('meeting_presence')
    .set({ seen_at: at })
    .where('lesson_id', '=', lessonId)
    .where('user_id', '=', userId)
    .execute();
}

/** Removes the tab's row if it still holds the room; true when it did. */
export async function leave(db: Database, lessonId: string, userId: string, sessionId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('meeting_presence')
    .where('lesson_id', '=', lessonId)
    .where('user_id', '=', userId)
    .where('session_id', '=', sessionId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function setSharing(db: Database, lessonId: string, userId: string, sharing: boolean) {
  await db
    .updateTable('meeting_presence')
    .set({ sharing_screen: sharing })
    .where('lesson_id', '=', lessonId)
    .where('user_id', '=', userId)
    .execute();
}

export async function clearRoom(db: Database, lessonId: string) {
  await db.deleteFrom('meeting_presence').where('lesson_id', '=', lessonId).execute();
}

export async function personName(db: Database, userId: string) {
  return db
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
}
