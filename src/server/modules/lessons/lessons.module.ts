import type { AppContext } from '../../app-context';
import './lesson.events';
import type { NotificationsFacade } from '../notifications/notifications.module';
import { registerLessonHandlers } from './lesson-notifications';
import type { Database } from '../../db/database';
import { participantLesson, type ParticipantLesson } from './lesson-participants';
import { transitionLesson, type TransitionInput, type TransitionResult } from './lesson-transitions';
import { lessonRoutes } from './lessons.routes';
import type { LessonWriteDeps } from './lesson-actions.service';

export type { ParticipantLesson } from './lesson-participants';
export type { LessonTransitioned } from './lesson.events';
export type { TransitionInput, TransitionResult } from './lesson-transitions';

/** What other modules may ask of lessons: never its tables or services directly. */
export interface LessonsFacade {
  /** The lesson if the user takes part in it, else null (answer 404). */
  participantLesson(userId: string, lessonId: string): Promise<ParticipantLesson | null>;
  /**
   * Takes a lesson action in the caller's transaction (the homework module's ADD_HOMEWORK,
   * UPLOAD_HOMEWORK_RESULT, REVIEW_HOMEWORK…): checked against the shared table, guarded in SQL,
   * `lesson.transitioned` emitted with it. `now` defaults to the app clock.
   */
  transition(
    trx: Database,
    input: Omit<TransitionInput, 'now'> & { now?: number },
  ): Promise<TransitionResult>;
}

/** Lessons (issue 24): routes plus the facade the classroom and money modules use. */
export function createLessonsModule(
  ctx: Pick<AppContext, 'db' | 'now' | 'events' | 'live'> & { notifications: NotificationsFacade },
) {
  const deps: LessonWriteDeps = { db: ctx.db, now: ctx.now, events: ctx.events };
  registerLessonHandlers(ctx.events, ctx.live, ctx.notifications);
  const facade: LessonsFacade = {
    participantLesson: (userId, lessonId) => participantLesson(ctx.db, userId, lessonId),
    transition: (trx, input) => transitionLesson(trx, ctx.events, { ...input, now: input.now ?? ctx.now() }),
  };
  return { routes: lessonRoutes, deps, facade };
}
export type LessonsModule = ReturnType<typeof createLessonsModule>;
