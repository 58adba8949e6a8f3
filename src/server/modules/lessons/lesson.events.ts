import type { LessonStatus, LessonTableAction } from '../../../shared/contracts/lessons';

declare module '../../events/events.types' {
  interface DomainEvents {
    /**
     * A lesson moved between statuses (or was created: `from` null). Written in the transition's
     * transaction, so money (holds, captures, releases, the platform fee), notifications and live
     * pushes follow exactly the changes that happened.
     */
    'lesson.transitioned': LessonTransitioned;
  }
}

export interface LessonTransitioned {
  lessonId: string;
  teacherId: string;
  studentId: string;
  from: LessonStatus | null;
  to: LessonStatus;
  /** A table action (FINALIZE_MEETING ends the meeting → MEETING_COMPLETED), or the lesson's creation. */
  action: LessonTableAction | 'CREATE' | 'EXPIRE';
  /** The user who acted; null for the system (a job). */
  by: string | null;
  priceMinor: number;
  currency: string;
  freeLesson: boolean;
  /** The request the student was found through, if any (the platform fee counts these). */
  requestId: string | null;
  startsAt: string;
  /**
   * For CANCEL only: true when the cancellation falls inside the window where it is no longer free
   * (docs/lessons/lifecycle.md), so a held payment is captured instead of released.
   */
  lateCancel?: boolean;
  /**
   * For CREATE only: the tutor booked it by accepting the student's request, whose own
   * notification (lesson-request-accepted) tells the student, so no lesson-created follows.
   */
  bookedFromRequest?: boolean;
}
