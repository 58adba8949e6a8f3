import type { z } from 'zod';
import type { Lesson, LessonStudents, MyLessonsPage, MyLessonsQuery } from '../../../shared/contracts/lessons';
import { AppError } from '../../../shared/errors';
import type { Language } from '../../../shared/i18n/language';
import type { Database } from '../../db/database';
import { toLesson } from './lesson.mapper';
import * as q from './lessons.queries';

export interface LessonsDeps {
  db: Database;
  now: () => number;
}

const MAX_RANGE_MS = 62 * 86_400_000;

/** Reading lessons: only their participants see them, each with the actions open to them now. */
export function createLessonsService(deps: LessonsDeps) {
  async function read(userId: string, id: string, language: Language): Promise<Lesson> {
    const row = await q.readOwnLesson(deps.db, userId, id);
    // Not a participant: "not found", so lesson ids reveal nothing.
    if (!row) throw new AppError('NOT_FOUND');
    return toLesson(row, language, userId, deps.now());
  }

  return {
    read,

    async list(userId: string, from: string, to: string, language: Language): Promise<Lesson[]> {
      const fromMs = Date.parse(from);
      const toMs = Date.parse(to);
      if (toMs <= fromMs || toMs - fromMs > MAX_RANGE_MS)
        throw new AppError('VALIDATION_FAILED', { fields: { to: 'validation.out-of-range' } });
      const rows = await q.listOwnLessons(deps.db, userId, new Date(fromMs), new Date(toMs));
      return rows.map((row) => toLesson(row, language, userId, deps.now()));
    },

    /** My lessons: the side is the viewer's role (a tutor's own lessons as a tutor). */
    async mine(
      userId: string,
      role: string,
      query: z.output<typeof MyLessonsQuery>,
      language: Language,
    ): Promise<MyLessonsPage> {
      const rows = await q.myLessons(deps.db, {
        side: role === 'ROLE_TEACHER' ? 'teacher_id' : 'student_id',
        userId,
        status: query.status,
        period: query.period,
        withUser: query.withUser,
        subject: query.subject,
        now: new Date(deps.now()),
        offset: (query.page - 1) * query.size,
        limit: query.size + 1,
      });
      const now = deps.now();
      return {
        items: rows.slice(0, query.size).map((row) => toLesson(row, language, userId, now)),
        page: query.page,
        size: query.size,
        hasMore: rows.length > query.size,
      };
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
  };
}
export type LessonsService = ReturnType<typeof createLessonsService>;
