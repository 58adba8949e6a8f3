import type { Generated } from 'kysely';
import type { LessonStatus } from '../../../shared/contracts/lessons/lesson-enums';

/** Migration 0402_lessons.sql; (teacher_id, starts_at) is unique among lessons not CANCELED. */
export interface LessonTables {
  lessons: {
    id: Generated<string>;
    teacher_id: string;
    student_id: string;
    subject_code: string;
    starts_at: Date;
    duration_minutes: Generated<number>;
    price_minor: number;
    currency: string;
    free_lesson: Generated<boolean>;
    type: Generated<'ONLINE' | 'OFFLINE'>;
    title: string | null;
    description: string | null;
    status: Generated<LessonStatus>;
    request_id: string | null;
    created_by: string;
    created_at: Date;
    updated_at: Date;
    /** Migration 0900: what the lifecycle's time rules read (docs/lessons/lifecycle.md). */
    meeting_started_at: Date | null;
    student_joined_at: Date | null;
    meeting_ended_at: Date | null;
    completed_at: Date | null;
    canceled_at: Date | null;
    canceled_by: string | null;
    late_cancel: Generated<boolean>;
    /**
     * Migration 1150: the start the student agreed to (filled from starts_at on insert; paying
     * agrees again). A tutor's move leaves it, so the student's cancel of a moved lesson is free.
     */
    agreed_starts_at: Generated<Date>;
  };
  /** Migration 0901: the tutor's review of the student of a completed lesson (one per lesson). */
  student_reviews: {
    id: Generated<string>;
    lesson_id: string;
    teacher_id: string;
    student_id: string;
    rating: number;
    comment: string;
    created_at: Date;
  };
}
