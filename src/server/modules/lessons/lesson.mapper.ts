import type { Lesson } from '../../../shared/contracts/lessons';
import {
  allowedActions,
  isLateCancel,
  isMissed,
  movedByTutor,
  type LessonRole,
} from '../../../shared/contracts/lessons';
import type { Language } from '../../../shared/i18n/language';
import { shownName } from '../../../shared/i18n/person-name';
import { clockView } from './lesson-transitions';
import type { LessonRow } from './lessons.queries';

/** A lesson as `viewerId` (its tutor or student) sees it at `now`, with the actions open to them. */
export function toLesson(row: LessonRow, language: Language, viewerId: string, now: number): Lesson {
  const viewerRole: LessonRole = row.teacher_id === viewerId ? 'tutor' : 'student';
  const view = clockView(row);
  // ADD_REVIEW is once per side: drop it once the viewer's review exists.
  const reviewed = viewerRole === 'tutor' ? row.tutor_reviewed : row.student_reviewed;
  const actions = allowedActions(view, viewerRole, now).filter((a) => a !== 'ADD_REVIEW' || !reviewed);
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
    viewerRole,
    allowedActions: actions,
    missed: isMissed(view, now),
    cancelIsLate: isLateCancel(view, viewerRole, now),
    movedFrom: movedByTutor(view) ? row.agreed_starts_at.toISOString() : null,
    meetingStartedAt: row.meeting_started_at ? new Date(row.meeting_started_at).toISOString() : null,
    studentJoinedAt: row.student_joined_at ? new Date(row.student_joined_at).toISOString() : null,
    lateCancel: row.late_cancel,
  };
}
