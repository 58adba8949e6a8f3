import { AppError } from '../../../shared/errors';
import type { Database } from '../../db/database';
import { isUniqueViolation } from '../../db/db-errors';
import { insertLesson } from './lessons.queries';

/** The unique index that makes double booking impossible (migration 0402_lessons.sql). */
export const LESSON_SLOT_INDEX = 'lessons_teacher_slot_key';
/** Its twin for the student: one lesson per student per instant (migration 0621). */
export const STUDENT_SLOT_INDEX = 'lessons_student_slot_key';

/**
 * Runs a booking (a lesson insert and whatever goes with it) in one transaction and answers
 * TEACHER_BUSY when the tutor's time was taken, however close the race: the index is
 * the arbiter, so 20 concurrent bookings of one slot leave exactly one lesson. The same holds for
 * the student's time (STUDENT_BUSY): two tutors booking one student at one instant, however close,
 * leave one lesson.
 */
export async function bookInTransaction<T>(db: Database, work: (trx: Database) => Promise<T>): Promise<T> {
  try {
    return await db.transaction().execute(work);
  } catch (error) {
    if (isUniqueViolation(error, LESSON_SLOT_INDEX)) throw new AppError('TEACHER_BUSY');
    if (isUniqueViolation(error, STUDENT_SLOT_INDEX)) throw new AppError('STUDENT_BUSY');
    throw error;
  }
}

export async function teachesSubject(db: Database, teacherId: string, subject: string): Promise<boolean> {
  const row = await db
    .selectFrom('teacher_skills')
    .select('user_id')
    .where('user_id', '=', teacherId)
    .where('category_code', '=', subject)
    .executeTakeFirst();
  return Boolean(row);
}

/**
 * Only a verified tutor books lessons: registering as a teacher is open to anyone, and
 * a lesson notifies the student. 403 TUTOR_NOT_VERIFIED otherwise.
 */
export async function assertVerifiedTutor(db: Database, teacherId: string): Promise<void> {
  const profile = await db
    .selectFrom('teacher_profiles')
    .select('verification_status')
    .where('user_id', '=', teacherId)
    .executeTakeFirst();
  if (profile?.verification_status !== 'DONE') throw new AppError('TUTOR_NOT_VERIFIED');
}

/** A lesson booked from outside the lessons module: a request's accepted slot. */
export interface BookedLesson {
  teacherId: string;
  studentId: string;
  subjectCode: string;
  startsAt: Date;
  priceMinor: number;
  currency: string;
  freeLesson: boolean;
  requestId: string;
  at: Date;
}

/** Inserts the booked lesson in the booking's transaction; the tutor books it, so they created it. */
export function insertBookedLesson(trx: Database, lesson: BookedLesson): Promise<string> {
  return insertLesson(trx, {
    teacher_id: lesson.teacherId,
    student_id: lesson.studentId,
    subject_code: lesson.subjectCode,
    starts_at: lesson.startsAt,
    price_minor: lesson.priceMinor,
    currency: lesson.currency,
    free_lesson: lesson.freeLesson,
    request_id: lesson.requestId,
    created_by: lesson.teacherId,
    created_at: lesson.at,
    updated_at: lesson.at,
  });
}
