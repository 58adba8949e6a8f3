import type { AppContext } from '../../app-context';
import './lesson.events';
import type { NotificationsFacade } from '../notifications/notifications.module';
import { registerLessonHandlers } from './lesson-notifications';
import type { Database } from '../../db/database';
import { participantLesson, type ParticipantLesson } from './lesson-participants';
import { emitCreated, transitionLesson, type TransitionInput, type TransitionResult } from './lesson-transitions';
import { lessonRoutes } from './lessons.routes';
import { createLessonActionsService, type LessonWriteDeps } from './lesson-actions.service';
import { createLessonReviewsService } from './lesson-reviews';
import {
  assertVerifiedTutor,
  bookInTransaction,
  insertBookedLesson,
  teachesSubject,
  type BookedLesson,
} from './lesson-booking';
import { cancelFutureLessonsOf, haveLessonTogether, readLinkedStudent } from './lessons.queries';
import { createLessonsService } from './lessons.service';
import type { Lesson } from '../../../shared/contracts/lessons';
import type { Language } from '../../../shared/i18n/language';

export type { BookedLesson } from './lesson-booking';
export type { ParticipantLesson } from './lesson-participants';
export type { LessonTransitioned } from './lesson.events';
export type { TransitionInput, TransitionResult } from './lesson-transitions';

/** A lesson an account deletion cancelled. */
export interface CancelledLesson {
  id: string;
  teacherId: string;
  studentId: string;
  subjectCode: string;
  startsAt: Date;
}

/** What other modules may ask of lessons: never its tables or services directly. */
export interface LessonsFacade {
  /** The lesson if the user takes part in it, else null (answer 404). */
  participantLesson(userId: string, lessonId: string): Promise<ParticipantLesson | null>;
  /**
   * Takes a lesson action in the caller's transaction (the homework module's ADD_HOMEWORK,
   * UPLOAD_HOMEWORK_RESULT, REVIEW_HOMEWORK…): checked against the shared table, guarded in SQL,
   * `lesson.transitioned` emitted with it. `now` defaults to the app clock.
   */
  transition(trx: Database, input: Omit<TransitionInput, 'now'> & { now?: number }): Promise<TransitionResult>;
  /** The lesson as its participant sees it; NOT_FOUND for anyone else (a request's lesson). */
  read(viewerId: string, lessonId: string, language: Language): Promise<Lesson>;
  /** A participant's lessons in a window of at most 62 days ("my schedule"). */
  list(userId: string, from: string, to: string, language: Language): Promise<Lesson[]>;
  /** Whether the student is the tutor's (request, offer, lesson or invite): who may open a quiz in review. */
  isLinkedStudent(teacherId: string, studentId: string): Promise<boolean>;
  /**
   * Account deletion: cancels the user's future lessons in the deletion's transaction; the lessons
   * cancelled, for the caller to tell each other side.
   */
  cancelFutureOf(trx: Database, userId: string, at: Date): Promise<CancelledLesson[]>;
  /** Booking from a request: the rules lessons keep, then the lesson insert itself. */
  booking: {
    teachesSubject(teacherId: string, subject: string): Promise<boolean>;
    /** 403 TUTOR_NOT_VERIFIED unless the tutor is verified. */
    assertVerifiedTutor(teacherId: string): Promise<void>;
    /** Whether the two already had a lesson: a free first lesson is once only. */
    haveLessonTogether(teacherId: string, studentId: string): Promise<boolean>;
    /** Runs `work` in one transaction; a taken slot's race answers TEACHER_BUSY or STUDENT_BUSY. */
    inTransaction<T>(work: (trx: Database) => Promise<T>): Promise<T>;
    /**
     * Inserts the lesson inside `inTransaction`'s transaction and emits its CREATE, like any new
     * lesson (money, the live push to both sides); its id. The event says it was booked from a
     * request, whose own notification the student already gets.
     */
    insert(trx: Database, lesson: BookedLesson): Promise<string>;
  };
}

/** Lessons: routes plus the facade requests, schedule, quizzes, classroom and money use. */
export function createLessonsModule(
  ctx: Pick<AppContext, 'db' | 'now' | 'events' | 'live'>,
  deps: { notifications: NotificationsFacade },
) {
  const writes: LessonWriteDeps = { db: ctx.db, now: ctx.now, events: ctx.events };
  registerLessonHandlers(ctx.events, ctx.live, deps.notifications);
  const lessons = createLessonsService(writes);
  const actions = createLessonActionsService({ ...writes, lessons });
  const reviews = createLessonReviewsService(writes);
  const facade: LessonsFacade = {
    participantLesson: (userId, lessonId) => participantLesson(ctx.db, userId, lessonId),
    transition: (trx, input) => transitionLesson(trx, ctx.events, { ...input, now: input.now ?? ctx.now() }),
    read: lessons.read,
    list: lessons.list,
    isLinkedStudent: async (teacherId, studentId) => Boolean(await readLinkedStudent(ctx.db, teacherId, studentId)),
    cancelFutureOf: cancelFutureLessonsOf,
    booking: {
      teachesSubject: (teacherId, subject) => teachesSubject(ctx.db, teacherId, subject),
      assertVerifiedTutor: (teacherId) => assertVerifiedTutor(ctx.db, teacherId),
      haveLessonTogether: (teacherId, studentId) => haveLessonTogether(ctx.db, teacherId, studentId),
      inTransaction: (work) => bookInTransaction(ctx.db, work),
      insert: async (trx, lesson) => {
        const lessonId = await insertBookedLesson(trx, lesson);
        await emitCreated(trx, ctx.events, {
          lessonId,
          teacherId: lesson.teacherId,
          studentId: lesson.studentId,
          priceMinor: lesson.priceMinor,
          currency: lesson.currency,
          freeLesson: lesson.freeLesson,
          requestId: lesson.requestId,
          startsAt: lesson.startsAt.toISOString(),
          bookedFromRequest: true,
        });
        return lessonId;
      },
    },
  };
  return { routes: lessonRoutes, routeOptions: { lessons, actions, reviews }, facade };
}
export type LessonsModule = ReturnType<typeof createLessonsModule>;
