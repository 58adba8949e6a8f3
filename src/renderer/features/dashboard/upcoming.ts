import type { Lesson } from '../../../shared/contracts/lessons';

/** How far ahead the homes look for lessons: the longest window GET /schedule/my answers (62 days). */
export const UPCOMING_DAYS = 60;

/** The window of the homes' schedule query, fixed once per visit so its query key is stable. */
export function upcomingWindow(now: number): { from: string; to: string } {
  return { from: new Date(now).toISOString(), to: new Date(now + UPCOMING_DAYS * 86_400_000).toISOString() };
}

/** The next lesson that has not ended and is not cancelled, or null. */
export function nextLesson(lessons: readonly Lesson[], now: number): Lesson | null {
  let next: Lesson | null = null;
  for (const lesson of lessons) {
    if (lesson.status === 'CANCELED' || Date.parse(lesson.endsAt) <= now) continue;
    if (!next || Date.parse(lesson.startsAt) < Date.parse(next.startsAt)) next = lesson;
  }
  return next;
}
