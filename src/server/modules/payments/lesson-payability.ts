import { canTakeAction } from '../../../shared/contracts/lessons';
import type { ParticipantLesson } from '../lessons/lessons.module';

/**
 * Whether the student may pay the lesson's price now: lessons-core's transition table allows
 * CONFIRM_PAYMENT (a priced lesson, not started, neither cancelled nor completed). A free first
 * lesson moves no money. CONFIRM_PAYMENT's rule reads only the status, the
 * start and the free flag, so the meeting fields are left empty and the agreed start is the start.
 */
export function lessonPayable(lesson: ParticipantLesson, now: number): boolean {
  if (lesson.freeLesson || lesson.priceMinor <= 0) return false;
  const view = {
    status: lesson.status,
    startsAt: lesson.startsAt.getTime(),
    agreedStartsAt: lesson.startsAt.getTime(),
    type: 'ONLINE' as const,
    freeLesson: lesson.freeLesson,
    meetingStartedAt: null,
    studentJoinedAt: null,
  };
  return canTakeAction(view, 'student', 'CONFIRM_PAYMENT', now);
}
