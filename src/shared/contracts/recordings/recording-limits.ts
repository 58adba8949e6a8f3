import { meetingClosedReason, type MeetingClosedReason, type MeetingWindowLesson } from '../classroom/meeting-window';
import { LESSON_DURATION_MS, MEETING_JOIN_EARLY_MS } from '../lessons/lesson-enums';
import { lessonEndsAt } from '../lessons/lesson-transitions';

/**
 * How long after a lesson's end a recording may still be started or resumed: meetings run over,
 * and a tutor who stops to answer a last question should not lose the recording of it.
 */
export const RECORDING_GRACE_AFTER_END_MS = 30 * 60_000;

/**
 * The highest bit rate a recording is allowed, for the byte bound below. The recorder asks for
 * about 1 Mbit/s; 8 Mbit/s leaves room for a browser that ignores what it is asked (a large camera
 * picture at high quality) while still stopping a client that sends without end.
 */
export const RECORDING_MAX_BITS_PER_SECOND = 8_000_000;

/** The longest a recording of one lesson can legitimately run: the room's whole open window. */
export const RECORDING_MAX_DURATION_MS = MEETING_JOIN_EARLY_MS + LESSON_DURATION_MS + RECORDING_GRACE_AFTER_END_MS;

/** The most bytes one recording may hold: its longest duration at the highest bit rate. */
export const RECORDING_MAX_BYTES = Math.floor((RECORDING_MAX_DURATION_MS / 1000) * (RECORDING_MAX_BITS_PER_SECOND / 8));

/**
 * Why a lesson cannot be recorded now, or null when it can: while its meeting room is open (the
 * classroom's rule), and no later than RECORDING_GRACE_AFTER_END_MS after its end, even if the
 * tutor never ended the meeting.
 */
export function recordingClosedReason(lesson: MeetingWindowLesson, now: number): MeetingClosedReason | null {
  const closed = meetingClosedReason(lesson, now);
  if (closed) return closed;
  return now >= lessonEndsAt(lesson) + RECORDING_GRACE_AFTER_END_MS ? 'ENDED' : null;
}
