import type { Lesson, LessonStudents } from '../../../shared/contracts/lessons';
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
