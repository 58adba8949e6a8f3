import { MEETING_JOIN_EARLY_MS, type LessonStatus } from '../lessons/lesson-enums';

/** Statuses whose meeting is over: the room answers "ended" instead of opening. */
export const AFTER_MEETING_STATUSES: readonly LessonStatus[] = [
  'MEETING_COMPLETED',
  'HOMETASK_ADDED',
  'HOMETASK_SUBMITTED',
  'COMPLETED',
];

/** Why a lesson's meeting room is closed now. */
export type MeetingClosedReason = 'CANCELED' | 'ENDED' | 'TOO_EARLY';

/** What the rule reads of a lesson; times are epoch milliseconds. */
export interface MeetingWindowLesson {
  status: LessonStatus;
  startsAt: number;
}

/** When the room opens: participants may join from half an hour before the start. */
export const meetingOpensAt = (lesson: Pick<MeetingWindowLesson, 'startsAt'>) =>
  lesson.startsAt - MEETING_JOIN_EARLY_MS;

/**
 * The meeting room of a lesson is open from half an hour before the start until the meeting is
 * finalised; a cancelled lesson has none. Null while it is open. The classroom (presence,
 * signalling, screen, LiveKit) and the recordings both read this one rule.
 */
export function meetingClosedReason(lesson: MeetingWindowLesson, now: number): MeetingClosedReason | null {
  if (lesson.status === 'CANCELED') return 'CANCELED';
  if (AFTER_MEETING_STATUSES.includes(lesson.status)) return 'ENDED';
  if (now < meetingOpensAt(lesson)) return 'TOO_EARLY';
  return null;
}
