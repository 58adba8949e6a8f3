import type { AppContext } from '../../app-context';
import type { LessonsFacade } from '../lessons/lessons.module';
import { registerStudentHandlers } from './students.events';
import { openStudentRoutes, studentRoutes } from './students.routes';
import { createStudentsService } from './students.service';

/**
 * The linked-student rule (a lesson, an accepted request, offer or invite) and the tutor's
 * deactivation, as SQL conditions over a `users as u` row: the lessons module gives lessons only
 * to linked, active students, and "my students" lists the same students.
 */
export { deactivatedByTutor, isLinkedStudent } from './linked-student';

/** My students and invites and the lesson page's student tab. */
export function createStudentsModule(
  ctx: Pick<AppContext, 'db' | 'now' | 'events' | 'live' | 'mail'>,
  deps: { publicUrl: string; lessons: LessonsFacade },
) {
  registerStudentHandlers({ ...ctx, ...deps });
  const service = createStudentsService({ db: ctx.db, now: ctx.now, events: ctx.events, lessons: deps.lessons });
  return {
    routes: studentRoutes,
    openRoutes: openStudentRoutes,
    routeOptions: { students: service },
  };
}
export type StudentsModule = ReturnType<typeof createStudentsModule>;
