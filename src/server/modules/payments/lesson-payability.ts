import type { ParticipantLesson } from '../lessons/lessons.module';

/**
 * Whether a lesson's price can be held on a card now: a priced lesson that is neither over nor
 * cancelled. A free first lesson moves no money (issue 26 item 3).
 */
export function lessonPayable(lesson: ParticipantLesson): boolean {
  if (lesson.freeLesson || lesson.priceMinor <= 0) return false;
  return lesson.status !== 'CANCELED' && lesson.status !== 'COMPLETED';
}
