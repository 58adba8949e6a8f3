import { z } from 'zod';
import { NOTIFICATION_KINDS } from '../../enums';
import { ChatMessage } from '../messenger/messenger.schema';
import { text } from '../../validation/text';

/**
 * Every push the live channel carries, by type: its `data` schema. The server's `live.publish`
 * and the client's `live.subscribe` are typed from this map. Features add their types at the end.
 */
export const LivePushSchemas = {
  /** A notification was written for the user (spec 1 notifications): refresh badge and list. */
  'notification.created': z.object({
    id: text(),
    kind: z.enum(NOTIFICATION_KINDS),
    titleKey: text(),
    /** Already translated into the user's language (tray and toasts show it as it is). */
    title: text(),
  }),
  /** A lesson request the user is a side of changed (created, replied, accepted…). */
  'request.changed': z.object({
    requestId: text(),
    /** What happened, e.g. 'created', 'offered', 'accepted', 'rejected', 'deactivated'. */
    change: text(),
  }),
  /** A lesson the user is a side of changed (booked, moved, cancelled…). */
  'lesson.changed': z.object({ lessonId: text(), change: text() }),
  /** Messenger (issue 23): a message stored in one of the user's chats, as GET …/messages answers it. */
  'message.new': ChatMessage,
  /** Messenger: a member of the user's chat has read up to `lastReadSeq` (receipts and unread counts). */
  'messages.read': z.object({ chatId: text(), userId: text(), lastReadSeq: z.number().int() }),
  /** My students (issue 24): the tutor's list changed (an invite accepted, a student switched). */
  'students.changed': z.object({ change: text() }),
  /** Homework (issue 24): a lesson's homework changed (assigned, edited, submitted, reviewed). */
  'homework.changed': z.object({ lessonId: text(), homeworkId: text(), change: text() }),
};

export type LivePushType = keyof typeof LivePushSchemas;
export type LivePushData<T extends LivePushType> = z.infer<(typeof LivePushSchemas)[T]>;

/** A push as a feature builds it for `live.publish`. */
export type LivePush<T extends LivePushType = LivePushType> = { [K in T]: { type: K; data: LivePushData<K> } }[T];
