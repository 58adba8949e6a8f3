import { z } from 'zod';
import { NOTIFICATION_KINDS } from '../../enums';
import { ChatMessage } from '../messenger/messenger.schema';
import { SignalPayload } from '../classroom/classroom.schema';
import { text } from '../../validation/text';
import { RECORDING_STATUSES } from '../recordings/recordings.schema';

/**
 * Every push the live channel carries, by type: its `data` schema. The server's `live.publish`
 * and the client's `live.subscribe` are typed from this map. Features add their types at the end.
 */
export const LivePushSchemas = {
  /** A notification was written for the user: refresh badge and list. */
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
  /** Messenger: a message stored in one of the user's chats, as GET …/messages answers it. */
  'message.new': ChatMessage,
  /** Messenger: a member of the user's chat has read up to `lastReadSeq` (receipts and unread counts). */
  'messages.read': z.object({ chatId: text(), userId: text(), lastReadSeq: z.number().int() }),
  /** Meeting room: a participant's tab joined, left or took the room over from another tab. */
  'meeting.presence': z.object({
    lessonId: text(),
    userId: text(),
    sessionId: text(),
    state: z.enum(['joined', 'left']),
  }),
  /** Meeting room: WebRTC signalling from the other participant's tab `from` to this user's tab `to`. */
  'meeting.signal': z.object({ lessonId: text(), from: text(), to: text(), signal: SignalPayload }),
  /** Meeting room: a participant started or stopped sharing a screen (`streamId` is its MediaStream). */
  'meeting.screen': z.object({
    lessonId: text(),
    userId: text(),
    sharing: z.boolean(),
    streamId: text().nullable(),
  }),
  /** Meeting room: the host ended the meeting (the lesson is MEETING_COMPLETED). */
  'meeting.ended': z.object({ lessonId: text(), by: text().nullable() }),
  /** Classroom: a board of the lesson was created or renamed: refresh the board list. */
  'drawboard.changed': z.object({ lessonId: text(), boardId: text() }),
  /** Classroom: a recording of the lesson started, paused, resumed or stopped (both sides show it). */
  'recording.changed': z.object({
    lessonId: text(),
    recordingId: text(),
    status: z.enum(RECORDING_STATUSES),
    startedBy: text(),
  }),
  /** My students: the tutor's list changed (an invite accepted, a student switched). */
  'students.changed': z.object({ change: text() }),
  /** Homework: a lesson's homework changed (assigned, edited, submitted, reviewed). */
  'homework.changed': z.object({ lessonId: text(), homeworkId: text(), change: text() }),
};

export type LivePushType = keyof typeof LivePushSchemas;
export type LivePushData<T extends LivePushType> = z.infer<(typeof LivePushSchemas)[T]>;

/** A push as a feature builds it for `live.publish`. */
export type LivePush<T extends LivePushType = LivePushType> = { [K in T]: { type: K; data: LivePushData<K> } }[T];
