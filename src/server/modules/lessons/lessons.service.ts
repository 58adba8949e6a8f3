import type { CreateLessonValues, Lesson, LessonStudents } from '../../../shared/contracts/lessons';
import { isOnHourGrid } from '../../../shared/contracts/schedule';
import { AppError } from '../../../shared/errors';
import type { Language } from '../../../shared/i18n/language';
import type { Database } from '../../db/database';
import { isForeignKeyViolation } from '../../db/db-errors';
import { createNotification } from '../notifications/notifications.queries';
import { assertVerifiedTutor, bookInTransaction, teachesSubject } from './lesson-booking';
import { toLesson } from './lesson.mapper';
import * as q from './lessons.queries';

export interface LessonsDeps {
  db: Database;
  now: () => number;
}

const MAX_RANGE_MS = 62 * 86_400_000;

/** Lessons as far as booking goes (issue 6): a tutor creates one; both participants read it. */
export function createLessonsService(deps: LessonsDeps) {
  async function read(userId: string, id: string, language: Language): Promise<Lesson> {
    const row = await q.readOwnLesson(deps.db, userId, id);
    // Not a participant: "not found", so lesson ids reveal nothing.
    if (!row) throw new AppError('NOT_FOUND');
    return toLesson(row, language);
  }

  return {
    read,

    async list(userId: string, from: string, to: string, language: Language): Promise<Lesson[]> {
      const fromMs = Date.parse(from);
      const toMs = Date.parse(to);
      if (toMs <= fromMs || toMs - fromMs > MAX_RANGE_MS)
        throw new AppError('VALIDATION_FAILED', { fields: { to: 'validation.out-of-range' } });
      const rows = await q.listOwnLessons(deps.db, userId, new Date(fromMs), new Date(toMs));
      return rows.map((row) => toLesson(row, language));
    },

    async students(teacherId: string): Promise<LessonStudents> {
      const rows = await q.linkedStudents(deps.db, teacherId);
      return {
        items: rows.map((r) => ({
          id: r.id,
          firstName: r.first_name,
          lastName: r.last_name,
          avatarId: r.avatar_file_id ?? null,
        })),
      };
    },

    /**
     * Spec 5: student, currency, price, subject and time are required; a free lesson costs 0.
     * Only a verified tutor, and only for a student linked to them (issue 22).
     */
    async create(teacherId: string, input: CreateLessonValues, language: Language): Promise<Lesson> {
      const startsAt = Date.parse(input.startsAt);
      if (!isOnHourGrid(startsAt))
        throw new AppError('VALIDATION_FAILED', { fields: { startsAt: 'validation.time-on-grid' } });
      if (startsAt <= deps.now())
        throw new AppError('VALIDATION_FAILED', { fields: { startsAt: 'validation.time-in-past' } });
      await assertVerifiedTutor(deps.db, teacherId);
      // A student not linked to this tutor is "not found": ids reveal nothing (issue 22).
      const student = await q.readLinkedStudent(deps.db, teacherId, input.studentId);
      if (!student) throw new AppError('NOT_FOUND');
      if (!(await teachesSubject(deps.db, teacherId, input.subject)))
        throw new AppError('VALIDATION_FAILED', { fields: { subject: 'validation.subject-not-taught' } });
      const requestId = await q.requestConnecting(deps.db, teacherId, student.id);
      const at = new Date(deps.now());
      let id: string;
      try {
        id = await bookInTransaction(deps.db, async (trx) => {
          const lessonId = await q.insertLesson(trx, {
            teacher_id: teacherId,
            student_id: student.id,
            subject_code: input.subject,
            starts_at: new Date(startsAt),
            price_minor: input.freeLesson ? 0 : input.priceMinor,
            currency: input.currency.toUpperCase(),
            free_lesson: input.freeLesson,
            type: input.type,
            title: input.title || null,
            description: input.description || null,
            request_id: requestId,
            created_by: teacherId,
            created_at: at,
            updated_at: at,
          });
          await createNotification(trx, {
            userId: student.id,
            kind: 'LESSON',
            titleKey: 'lesson-created',
            params: { lessonId, startsAt: new Date(startsAt).toISOString() },
            createdAt: at,
          });
          return lessonId;
        });
      } catch (error) {
        if (isForeignKeyViolation(error))
          throw new AppError('VALIDATION_FAILED', { fields: { currency: 'validation.invalid' } });
        throw error;
      }
      return read(teacherId, id, language);
    },
  };
}
export type LessonsService = ReturnType<typeof createLessonsService>;
