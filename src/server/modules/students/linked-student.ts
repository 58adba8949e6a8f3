import type { ExpressionBuilder } from 'kysely';
import type { DB } from '../../db/schema';

/** A `users as u` row in a query's scope. */
export type UsersEb = ExpressionBuilder<DB & { u: DB['users'] }, 'u'>;

/** The student has a lesson with the tutor, or a request or offer between them was accepted. */
export function linkedByLessonOrRequest(eb: UsersEb, teacherId: string) {
  return eb.or([
    eb.exists(
      eb
        .selectFrom('lessons as l')
        .select('l.id')
        .whereRef('l.student_id', '=', 'u.id')
        .where('l.teacher_id', '=', teacherId),
    ),
    eb.exists(
      eb
        .selectFrom('lesson_requests as r')
        .select('r.id')
        .whereRef('r.student_id', '=', 'u.id')
        .where('r.teacher_id', '=', teacherId)
        .where('r.status', 'in', ['ACCEPTED', 'CONTACTS_OPENED']),
    ),
    eb.exists(
      eb
        .selectFrom('lesson_request_offers as o')
        .innerJoin('lesson_requests as r', 'r.id', 'o.request_id')
        .select('o.id')
        .whereRef('r.student_id', '=', 'u.id')
        .where('o.teacher_id', '=', teacherId)
        .where('o.status', '=', 'ACCEPTED'),
    ),
  ]);
}

/** The student accepted an invite from the tutor. */
function linkedByInvite(eb: UsersEb, teacherId: string) {
  return eb.exists(
    eb
      .selectFrom('student_invites as si')
      .select('si.id')
      .whereRef('si.student_id', '=', 'u.id')
      .where('si.teacher_id', '=', teacherId)
      .where('si.status', '=', 'ACCEPTED'),
  );
}

/**
 * The linked-student rule, the one place it is written: `u` is the tutor's student when they had
 * a lesson, the tutor accepted their direct request (ACCEPTED or CONTACTS_OPENED), they accepted
 * the tutor's offer, or they accepted the tutor's invite. A request merely sent is no link, so a
 * tutor cannot put lessons (and notifications) on any student id. A SQL condition, not a call, so
 * "my students" and the lessons module's lists stay one query each.
 */
export function isLinkedStudent(eb: UsersEb, teacherId: string) {
  return eb.or([linkedByLessonOrRequest(eb, teacherId), linkedByInvite(eb, teacherId)]);
}

/** True when the tutor deactivated `u` (spec 4): such a student gets no new lessons from them. */
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
