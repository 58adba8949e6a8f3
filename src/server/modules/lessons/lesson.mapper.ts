import type { Lesson } from '../../../shared/contracts/lessons';
import type { Language } from '../../../shared/i18n/language';
import { shownName } from '../../../shared/i18n/person-name';
import type { LessonRow } from './lessons.queries';

export function toLesson(row: LessonRow, language: Language): Lesson {
  return {
    id: row.id,
    status: row.status,
    teacher: {
      id: row.teacher_id,
      ...shownName(
        {
          firstName: row.teacher_first_name,
          lastName: row.teacher_last_name,
          deleted: row.teacher_deleted_at !== null,
        },
        language,
      ),
      avatarId: row.teacher_avatar_id ?? null,
    },
    student: {
      id: row.student_id,
      ...shownName(
        {
          firstName: row.student_first_name,
          lastName: row.student_last_name,
          deleted: row.student_deleted_at !== null,
        },
        language,
      ),
      avatarId: row.student_avatar_id ?? null,
    },
    subject: { code: row.subject_code, name: language === 'en' ? row.subject_en : row.subject_uk },
    startsAt: row.starts_at.toISOString(),
    endsAt: new Date(row.starts_at.getTime() + row.duration_minutes * 60_000).toISOString(),
    priceMinor: row.price_minor,
    currency: row.currency.trim(),
    freeLesson: row.free_lesson,
    type: row.type,
    title: row.title,
    description: row.description,
    requestId: row.request_id,
    createdAt: row.created_at.toISOString(),
  };
}
