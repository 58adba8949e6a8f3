import type { Events } from '../../events/events';
import type { MailSender } from '../../integrations/mail/mail.port';
import type { Live } from '../../live/live';
import type { LessonsFacade } from '../lessons/lessons.module';
import { registerStudentHandlers } from './students.events';
import { openStudentRoutes, studentRoutes } from './students.routes';
import { createStudentsService, type StudentsDeps } from './students.service';

/**
 * The linked-student rule (a lesson, an accepted request, offer or invite) and the tutor's
 * deactivation, as SQL conditions over a `users as u` row: the lessons module gives lessons only
 * to linked, active students, and "my students" lists the same students.
 */
export { deactivatedByTutor, isLinkedStudent } from './linked-student';

/** My students and invites and the lesson page's student tab. */
export function createStudentsModule(ctx: {
  db: StudentsDeps['db'];
  now: () => number;
  events: Events;
  live: Live;
  mail: MailSender;
  publicUrl: string;
  lessons: LessonsFacade;
}) {
  registerStudentHandlers(ctx);
  const service = createStudentsService(ctx);
  return {
    routes: studentRoutes,
    openRoutes: openStudentRoutes,
    routeOptions: { students: service },
  };
}
export type StudentsModule = ReturnType<typeof createStudentsModule>;
