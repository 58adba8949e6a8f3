import type { AppContext } from '../../app-context';
import './lesson.events';
import { participantLesson, type ParticipantLesson } from './lesson-participants';
import { lessonRoutes } from './lessons.routes';
import type { LessonsDeps } from './lessons.service';

export type { ParticipantLesson } from './lesson-participants';
export type { LessonTransitioned } from './lesson.events';

/** What other modules may ask of lessons: never its tables or services directly. */
export interface LessonsFacade {
  /** The lesson if the user takes part in it, else null (answer 404). */
  participantLesson(userId: string, lessonId: string): Promise<ParticipantLesson | null>;
}

/** Lessons (issue 24): routes plus the facade the classroom and money modules use. */
export function createLessonsModule(ctx: Pick<AppContext, 'db' | 'now' | 'events' | 'live'>) {
  const deps: LessonsDeps = { db: ctx.db, now: ctx.now };
  const facade: LessonsFacade = {
    participantLesson: (userId, lessonId) => participantLesson(ctx.db, userId, lessonId),
  };
  return { routes: lessonRoutes, deps, facade };
}
export type LessonsModule = ReturnType<typeof createLessonsModule>;
