import type { LessonStatus } from '../../../shared/contracts/lessons';
import type { Database } from '../../db/database';

/** A lesson as other modules (classroom, money) need it to check who takes part. */
export interface ParticipantLesson {
  id: string;
  teacherId: string;
  studentId: string;
  status: LessonStatus;
  startsAt: Date;
  priceMinor: number;
  currency: string;
  freeLesson: boolean;
  requestId: string | null;
}

/** The lesson if `userId` is its tutor or student, else null (callers answer 404). */
export async function participantLesson(
  db: Database,
  userId: string,
  lessonId: string,
): Promise<ParticipantLesson | null> {
  const row = await db
    .selectFrom('lessons')
    .select([
      'id',
      'teacher_id',
      'student_id',
      'status',
      'starts_at',
      'price_minor',
      'currency',
      'free_lesson',
      'request_id',
    ])
    .where('id', '=', lessonId)
    .where((eb) => eb.or([eb('teacher_id', '=', userId), eb('student_id', '=', userId)]))
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    teacherId: row.teacher_id,
    studentId: row.student_id,
    status: row.status as LessonStatus,
    startsAt: new Date(row.starts_at),
    priceMinor: row.price_minor,
    currency: row.currency.trim(),
    freeLesson: row.free_lesson,
    requestId: row.request_id,
  };
}
