import type { Lesson } from '../../../shared/contracts/lessons';
import { MEETING_JOIN_EARLY_MS } from '../../../shared/contracts/lessons';

/** The lesson action routes (lessons module): the tutor starts the meeting, the student joins it. */
export const meetingActionPath = (lessonId: string, role: 'student' | 'teacher') =>
  `/users/v1/lessons/${encodeURIComponent(lessonId)}/meeting/${role === 'student' ? 'join' : 'start'}`;

/**
 * Either side enters the meeting from half an hour before the start until the lesson
 * ends, once the tutor approved it (READY_TO_START). The server's transition table has the last
 * word; this only decides whether the button is shown.
 */
export function canEnterMeeting(lesson: Pick<Lesson, 'status' | 'startsAt' | 'endsAt'>, now: number): boolean {
  return (
    lesson.status === 'READY_TO_START' &&
    now >= Date.parse(lesson.startsAt) - MEETING_JOIN_EARLY_MS &&
    now < Date.parse(lesson.endsAt)
  );
}

/** Today's lessons in the viewer's zone (not cancelled), earliest first. */
export function lessonsOfDay(lessons: readonly Lesson[], dayKey: (iso: string) => string, today: string): Lesson[] {
  return lessons
    .filter((lesson) => lesson.status !== 'CANCELED' && dayKey(lesson.startsAt) === today)
    .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
}
