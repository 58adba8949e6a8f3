import type { Updateable } from 'kysely';
import type {
  CreateLessonValues,
  EditLessonBody,
  Lesson,
  LessonTableAction,
  RescheduleAnswer,
} from '../../../shared/contracts/lessons';
import { isOnHourGrid } from '../../../shared/contracts/schedule';
import { AppError } from '../../../shared/errors';
import type { Language } from '../../../shared/i18n/language';
import { isForeignKeyViolation } from '../../db/db-errors';
import type { DB } from '../../db/schema';
import type { Events } from '../../events/events';
import { assertVerifiedTutor, bookInTransaction, teachesSubject } from './lesson-booking';
import { emitCreated, transitionLesson } from './lesson-transitions';
import * as q from './lessons.queries';
import type { LessonsDeps, LessonsService } from './lessons.service';

export interface LessonWriteDeps extends LessonsDeps {
  events: Events;
}

const WEEK_MS = 7 * 86_400_000;

declare module '../../events/events.types' {
  interface DomainEvents {
    /** The student of a missed (or upcoming) lesson asks its tutor to move it. */
    'lesson.reschedule-requested': { lessonId: string; teacherId: string; studentId: string; at: string };
  }
}

/** The lesson actions of the API (docs/lessons/lifecycle.md); each answers the lesson as it is now. */
/** Creating lessons and taking their actions; every change emits `lesson.transitioned`. */
export function createLessonActionsService(deps: LessonWriteDeps & { lessons: LessonsService }) {
  const { lessons } = deps;

  /** One action in its own transaction; the answer is read after the commit. */
  async function act(
    userId: string,
    lessonId: string,
    action: LessonTableAction,
    language: Language,
    extra?: Parameters<typeof transitionLesson>[2]['extra'],
  ): Promise<Lesson> {
    await bookInTransaction(deps.db, (trx) =>
      transitionLesson(trx, deps.events, { lessonId, action, userId, now: deps.now(), extra }),
    );
    return lessons.read(userId, lessonId, language);
  }

  function checkStart(startsAt: string): Date {
    const ms = Date.parse(startsAt);
    if (!isOnHourGrid(ms)) throw new AppError('VALIDATION_FAILED', { fields: { startsAt: 'validation.time-on-grid' } });
    if (ms <= deps.now()) throw new AppError('VALIDATION_FAILED', { fields: { startsAt: 'validation.time-in-past' } });
    return new Date(ms);
  }

  return {
    act,

    /**
     * Student, currency, price, subject and time are required; a free lesson costs 0.
     * Only a verified tutor, and only for a student linked to them.
     */
    async create(teacherId: string, input: CreateLessonValues, language: Language): Promise<Lesson> {
      const startsAt = Date.parse(input.startsAt);
      if (!isOnHourGrid(startsAt))
        throw new AppError('VALIDATION_FAILED', { fields: { startsAt: 'validation.time-on-grid' } });
      if (startsAt <= deps.now())
        throw new AppError('VALIDATION_FAILED', { fields: { startsAt: 'validation.time-in-past' } });
      await assertVerifiedTutor(deps.db, teacherId);
      // A student not linked to this tutor is "not found": ids reveal nothing.
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
          // The student's notification and both sides' live push follow from the event.
          await emitCreated(trx, deps.events, {
            lessonId,
            teacherId,
            studentId: student.id,
            priceMinor: input.freeLesson ? 0 : input.priceMinor,
            currency: input.currency.toUpperCase(),
            freeLesson: input.freeLesson,
            requestId,
            startsAt: new Date(startsAt).toISOString(),
          });
          return lessonId;
        });
      } catch (error) {
        if (isForeignKeyViolation(error))
          throw new AppError('VALIDATION_FAILED', { fields: { currency: 'validation.invalid' } });
        throw error;
      }
      return lessons.read(teacherId, id, language);
    },

    /** EDIT: only the fields given; a new time is checked like a new lesson's. */
    async edit(userId: string, lessonId: string, body: EditLessonBody, language: Language): Promise<Lesson> {
      const set: Updateable<DB['lessons']> = {};
      if (body.startsAt !== undefined) set.starts_at = checkStart(body.startsAt);
      if (body.type !== undefined) set.type = body.type;
      if (body.title !== undefined) set.title = body.title || null;
      if (body.description !== undefined) set.description = body.description || null;
      return act(userId, lessonId, 'EDIT', language, { set });
    },

    /**
     * The one-click reschedule offer: the tutor moves the lesson (by default to the same time a
     * week later, or the next free week); the student asks the tutor to, which notifies them.
     */
    async reschedule(
      userId: string,
      lessonId: string,
      startsAt: string | undefined,
      language: Language,
    ): Promise<RescheduleAnswer> {
      const lesson = await lessons.read(userId, lessonId, language);
      if (lesson.viewerRole === 'student') {
        if (!lesson.allowedActions.includes('CANCEL')) throw new AppError('LESSON_ACTION_NOT_ALLOWED');
        await deps.db.transaction().execute((trx) =>
          deps.events.emit(trx, {
            type: 'lesson.reschedule-requested',
            aggregateType: 'lesson',
            aggregateId: lessonId,
            payload: {
              lessonId,
              teacherId: lesson.teacher.id,
              studentId: lesson.student.id,
              at: new Date(deps.now()).toISOString(),
            },
          }),
        );
        return { lesson, requested: true };
      }
      let target = startsAt ? checkStart(startsAt) : null;
      if (!target) {
        // The same weekday and hour, the first week after now.
        let at = Date.parse(lesson.startsAt) + WEEK_MS;
        while (at <= deps.now()) at += WEEK_MS;
        target = new Date(at);
      }
      const moved = await act(userId, lessonId, 'EDIT', language, { set: { starts_at: target } });
      return { lesson: moved, requested: false };
    },
  };
}
export type LessonActionsService = ReturnType<typeof createLessonActionsService>;
