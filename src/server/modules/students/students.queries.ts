import { sql } from 'kysely';
import type { Database } from '../../db/database';
import { isLinkedStudent, linkedByLessonOrRequest } from './linked-student';

/**
 * Every student linked to the tutor, with what the list shows: whether the link is more than an
 * accepted invite (a lesson or a request), and the tutor's own active switch.
 */
export function linkedStudents(db: Database, teacherId: string) {
  return db
    .selectFrom('users as u')
    .leftJoin('student_profiles as sp', 'sp.user_id', 'u.id')
    .leftJoin('tutor_student_states as st', (join) =>
      join.onRef('st.student_id', '=', 'u.id').on('st.teacher_id', '=', teacherId),
    )
    .leftJoin('student_invites as i', (join) =>
      join.onRef('i.student_id', '=', 'u.id').on('i.teacher_id', '=', teacherId),
    )
    .select((eb) => [
      'u.id',
      'u.first_name',
      'u.last_name',
      'sp.avatar_file_id',
      'sp.interests',
      'st.active',
      'st.updated_at as state_at',
      'i.id as invite_id',
      'i.accepted_at',
      'u.created_at',
      linkedByLessonOrRequest(eb, teacherId).as('engaged'),
    ])
    .where('u.role', '=', 'ROLE_STUDENT')
    .where('u.deleted_at', 'is', null)
    .where((eb) => isLinkedStudent(eb, teacherId));
}
export type LinkedStudentRow = Awaited<ReturnType<ReturnType<typeof linkedStudents>['executeTakeFirstOrThrow']>>;

export function listLinkedStudents(db: Database, teacherId: string) {
  return linkedStudents(db, teacherId)
    .orderBy('u.last_name')
    .orderBy('u.first_name')
    .orderBy('u.id')
    .limit(1000)
    .execute();
}

export function readLinkedStudent(db: Database, teacherId: string, studentId: string) {
  return linkedStudents(db, teacherId).where('u.id', '=', studentId).executeTakeFirst();
}

export function listInvites(db: Database, teacherId: string) {
  return db
    .selectFrom('student_invites')
    .select(['id', 'email', 'status', 'student_id', 'created_at', 'updated_at', 'accepted_at'])
    .where('teacher_id', '=', teacherId)
    .orderBy('updated_at', 'desc')
    .orderBy('id')
    .limit(1000)
    .execute();
}

/**
 * Writes the invite, or renews the token of the tutor's earlier invite to the same address (a
 * second mail). An accepted invite stays accepted: answers null then, and nothing is sent.
 */
export async function upsertInvite(
  db: Database,
  values: { teacherId: string; email: string; tokenHash: string; at: Date },
) {
  return db
    .insertInto('student_invites')
    .values({
      teacher_id: values.teacherId,
      email: values.email,
      token_hash: values.tokenHash,
      created_at: values.at,
      updated_at: values.at,
    })
    .onConflict((oc) =>
      oc
        .columns(['teacher_id', 'email'])
        .doUpdateSet({ token_hash: values.tokenHash, updated_at: values.at })
        .where('student_invites.status', '=', 'INVITED'),
    )
    .returning(['id', 'email', 'status', 'created_at'])
    .executeTakeFirst();
}

export function readInviteByHash(db: Database, tokenHash: string) {
  return db
    .selectFrom('student_invites as i')
    .innerJoin('users as t', 't.id', 'i.teacher_id')
    .leftJoin('teacher_profiles as tp', 'tp.user_id', 'i.teacher_id')
    .select([
      'i.id',
      'i.teacher_id',
      'i.email',
      'i.status',
      'i.student_id',
      't.first_name',
      't.last_name',
      't.deleted_at',
      'tp.avatar_file_id',
    ])
    .where('i.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** Marks the invite accepted by the student, once: answers whether this call accepted it. */
export async function acceptInvite(db: Database, inviteId: string, studentId: string, at: Date): Promise<boolean> {
  const row = await db
    .updateTable('student_invites')
    .set({ status: 'ACCEPTED', student_id: studentId, accepted_at: at, updated_at: at })
    .where('id', '=', inviteId)
    .where('status', '=', 'INVITED')
    .returning('id')
    .executeTakeFirst();
  return Boolean(row);
}

/** The invite mail's facts: the inviting tutor's name, and the language of an account with that email. */
export function readInviteMailFacts(db: Database, inviteId: string) {
  return db
    .selectFrom('student_invites as i')
    .innerJoin('users as t', 't.id', 'i.teacher_id')
    .leftJoin('users as s', (join) => join.on(sql`lower(s.email)`, '=', sql.ref('i.email')))
    .select(['i.email', 'i.status', 't.first_name', 't.last_name', 't.language as teacher_language', 's.language'])
    .where('i.id', '=', inviteId)
    .executeTakeFirst();
}

export async function setStudentState(db: Database, teacherId: string, studentId: string, active: boolean, at: Date) {
  await db
    .insertInto('tutor_student_states')
    .values({ teacher_id: teacherId, student_id: studentId, active, updated_at: at })
    .onConflict((oc) => oc.columns(['teacher_id', 'student_id']).doUpdateSet({ active, updated_at: at }))
    .execute();
}

export async function isVerifiedTutor(db: Database, teacherId: string): Promise<boolean> {
  const row = await db
    .selectFrom('teacher_profiles')
    .select('verification_status')
    .where('user_id', '=', teacherId)
    .executeTakeFirst();
  return row?.verification_status === 'DONE';
}

export function readUserById(db: Database, id: string) {
  return db.selectFrom('users').select(['id', 'email', 'role', 'deleted_at']).where('id', '=', id).executeTakeFirst();
}

export async function readSharing(db: Database, studentId: string): Promise<boolean> {
  const row = await db
    .selectFrom('student_sharing')
    .select('share_quiz_results')
    .where('student_id', '=', studentId)
    .executeTakeFirst();
  return row?.share_quiz_results ?? false;
}

export async function writeSharing(db: Database, studentId: string, share: boolean, at: Date) {
  await db
    .insertInto('student_sharing')
    .values({ student_id: studentId, share_quiz_results: share, updated_at: at })
    .onConflict((oc) => oc.column('student_id').doUpdateSet({ share_quiz_results: share, updated_at: at }))
    .execute();
}

/** The student's finished exam-practice results, newest first (only read when they share them). */
export function finishedQuizResults(db: Database, studentId: string, limit: number) {
  return db
    .selectFrom('quiz_results as r')
    .innerJoin('quizzes as q', 'q.id', 'r.quiz_id')
    .select(['r.id', 'q.main_title', 'r.score', 'r.max_score', 'r.percent', 'r.finished_at'])
    .where('r.user_id', '=', studentId)
    .where('r.status', '=', 'FINISHED')
    .orderBy('r.finished_at', 'desc')
    .limit(limit)
    .execute();
}
