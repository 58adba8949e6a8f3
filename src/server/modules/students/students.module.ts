import type { ExpressionBuilder } from 'kysely';
import type { DB } from '../../db/schema';
import type { AppContext } from '../../app-context';
import type { LessonsFacade } from '../lessons/lessons.module';
import { registerStudentHandlers } from './students.events';
import { openStudentRoutes, studentRoutes } from './students.routes';
import { createStudentsService } from './students.service';

type UsersEb = ExpressionBuilder<DB & { u: DB['users'] }, 'u'>;

/**
 * "Is linked by invite", as a condition over a `users as u` row, for the lessons module's
 * linked-student query (lessons only for linked students): true when `u` accepted an
 * invite from the tutor and the tutor has not deactivated them. A SQL condition, not a call, so the
 * lessons list stays one query.
 */
export function linkedByInvite(eb: UsersEb, teacherId: string) {
  return eb.exists(
    eb
      .selectFrom('student_invites as si')
      .select('si.id')
      .whereRef('si.student_id', '=', 'u.id')
      .where('si.teacher_id', '=', teacherId)
      .where('si.status', '=', 'ACCEPTED'),
  );
}

/** True when the tutor deactivated `u`: such a student gets no new lessons from them. */
export function deactivatedByTutor(eb: UsersEb, teacherId: string) {
  return eb.exists(
    eb
      .selectFrom('tutor_student_states as tss')
      .select('tss.student_id')
      .whereRef('tss.student_id', '=', 'u.id')
      .where('tss.teacher_id', '=', teacherId)
      .where('tss.active', '=', false),
  );
}

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
