import type { AddLessonReviewBody, LessonReviews } from '../../../shared/contracts/lessons';
import { refusalOf } from '../../../shared/contracts/lessons';
import { AppError } from '../../../shared/errors';
import type { Language } from '../../../shared/i18n/language';
import { shownName } from '../../../shared/i18n/person-name';
import type { Database } from '../../db/database';
import { isUniqueViolation } from '../../db/db-errors';
import type { Events } from '../../events/events';
import { clockView } from './lesson-transitions';

declare module '../../events/events.types' {
  interface DomainEvents {
    /** A participant reviewed a completed lesson; the other side is told. */
    'lesson.reviewed': { lessonId: string; authorId: string; recipientId: string; rating: number; at: string };
  }
}

function readLesson(db: Database, userId: string, lessonId: string) {
  return db
    .selectFrom('lessons')
    .select([
      'id',
      'teacher_id',
      'student_id',
      'status',
      'starts_at',
      'agreed_starts_at',
      'type',
      'free_lesson',
      'meeting_started_at',
      'student_joined_at',
    ])
    .where('id', '=', lessonId)
    .where((eb) => eb.or([eb('teacher_id', '=', userId), eb('student_id', '=', userId)]))
    .executeTakeFirst();
}

/**
 * Reviews of a lesson: only its two participants, only once it is COMPLETED,
 * once each. The student's review is a row of `reviews`, whose triggers move the tutor's rating,
 * review count, score, badges and search counters in the same transaction (migrations 0200–0203);
 * the tutor's review of the student is kept in `student_reviews`.
 */
export function createLessonReviewsService(deps: { db: Database; now: () => number; events: Events }) {
  return {
    async add(userId: string, lessonId: string, body: AddLessonReviewBody): Promise<void> {
      const lesson = await readLesson(deps.db, userId, lessonId);
      if (!lesson) throw new AppError('NOT_FOUND');
      const role = lesson.teacher_id === userId ? 'tutor' : 'student';
      if (refusalOf(clockView(lesson), role, 'ADD_REVIEW', deps.now())) throw new AppError('REVIEW_NOT_ALLOWED');
      const at = new Date(deps.now());
      const values = {
        teacher_id: lesson.teacher_id,
        student_id: lesson.student_id,
        lesson_id: lesson.id,
        rating: body.rating,
        comment: body.comment,
        created_at: at,
      };
      try {
        await deps.db.transaction().execute(async (trx) => {
          // Guarded by the status: a lesson can only be reviewed while it is COMPLETED.
          const still = await trx
            .selectFrom('lessons')
            .select('id')
            .where('id', '=', lesson.id)
            .where('status', '=', 'COMPLETED')
            .executeTakeFirst();
          if (!still) throw new AppError('REVIEW_NOT_ALLOWED');
          if (role === 'student') await trx.insertInto('reviews').values(values).execute();
          else await trx.insertInto('student_reviews').values(values).execute();
          await deps.events.emit(trx, {
            type: 'lesson.reviewed',
            aggregateType: 'lesson',
            aggregateId: lesson.id,
            payload: {
              lessonId: lesson.id,
              authorId: userId,
              recipientId: role === 'student' ? lesson.teacher_id : lesson.student_id,
              rating: body.rating,
              at: at.toISOString(),
            },
          });
        });
      } catch (error) {
        // A second review by the same side: the unique index per lesson refuses it.
        if (isUniqueViolation(error, 'reviews_lesson_key') || isUniqueViolation(error, 'student_reviews_lesson_key'))
          throw new AppError('REVIEW_NOT_ALLOWED');
        throw error;
      }
    },

    async list(userId: string, lessonId: string, language: Language): Promise<LessonReviews> {
      const lesson = await readLesson(deps.db, userId, lessonId);
      if (!lesson) throw new AppError('NOT_FOUND');
      const columns = [
        'r.rating',
        'r.comment',
        'r.created_at',
        'u.id',
        'u.first_name',
        'u.last_name',
        'u.deleted_at',
        'tp.avatar_file_id as teacher_avatar',
        'sp.avatar_file_id as student_avatar',
      ] as const;
      const byStudent = deps.db
        .selectFrom('reviews as r')
        .innerJoin('users as u', 'u.id', 'r.student_id')
        .leftJoin('teacher_profiles as tp', 'tp.user_id', 'u.id')
        .leftJoin('student_profiles as sp', 'sp.user_id', 'u.id')
        .select(columns)
        .where('r.lesson_id', '=', lessonId)
        .executeTakeFirst();
      const byTutor = deps.db
        .selectFrom('student_reviews as r')
        .innerJoin('users as u', 'u.id', 'r.teacher_id')
        .leftJoin('teacher_profiles as tp', 'tp.user_id', 'u.id')
        .leftJoin('student_profiles as sp', 'sp.user_id', 'u.id')
        .select(columns)
        .where('r.lesson_id', '=', lessonId)
        .executeTakeFirst();
      const rows = await Promise.all([byStudent, byTutor]);
      const items = (['student', 'tutor'] as const).flatMap((authorRole, i) => {
        const r = rows[i];
        if (!r) return [];
        return [
          {
            authorRole,
            author: {
              id: r.id,
              ...shownName(
                { firstName: r.first_name, lastName: r.last_name, deleted: r.deleted_at !== null },
                language,
              ),
              avatarId: (authorRole === 'tutor' ? r.teacher_avatar : r.student_avatar) ?? null,
            },
            rating: r.rating,
            comment: r.comment,
            createdAt: new Date(r.created_at).toISOString(),
          },
        ];
      });
      return { items };
    },
  };
}

export type LessonReviewsService = ReturnType<typeof createLessonReviewsService>;
