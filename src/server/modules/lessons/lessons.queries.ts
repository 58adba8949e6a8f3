import type { Insertable, QueryCreator, Selectable } from 'kysely';
import type { Database } from '../../db/database';
import type { DB } from '../../db/schema';
import { deactivatedByTutor, isLinkedStudent } from '../students/students.module';
import { LESSON_DURATION_MS, type LessonStatus } from '../../../shared/contracts/lessons';

/** Inserts a lesson; the unique index lessons_teacher_slot_key refuses a taken time (23505). */
export async function insertLesson(db: Database, values: Insertable<DB['lessons']>): Promise<string> {
  const row = await db.insertInto('lessons').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Lessons with the names the contract shows, read from `source`: the table itself, or one page of
 * it (myLessons). Always filtered by the caller's own conditions.
 */
function lessonRowsFrom(source: QueryCreator<PagedDB>, from: 'lessons' | 'page') {
  return (
    source
      // Both have the lessons' columns: one table type serves either.
      .selectFrom(`${from} as l` as 'page as l')
      .innerJoin('users as t', 't.id', 'l.teacher_id')
      .innerJoin('users as s', 's.id', 'l.student_id')
      .innerJoin('categories as c', 'c.code', 'l.subject_code')
      .leftJoin('teacher_profiles as tp', 'tp.user_id', 'l.teacher_id')
      .leftJoin('student_profiles as sp', 'sp.user_id', 'l.student_id')
      .select([
        'l.id',
        'l.status',
        'l.teacher_id',
        'l.student_id',
        'l.subject_code',
        'l.starts_at',
        'l.agreed_starts_at',
        'l.duration_minutes',
        'l.price_minor',
        'l.currency',
        'l.free_lesson',
        'l.type',
        'l.title',
        'l.description',
        'l.request_id',
        'l.created_at',
        'l.meeting_started_at',
        'l.student_joined_at',
        'l.late_cancel',
        (eb) =>
          eb
            .exists(eb.selectFrom('reviews as rv').select('rv.id').whereRef('rv.lesson_id', '=', 'l.id'))
            .as('student_reviewed'),
        (eb) =>
          eb
            .exists(eb.selectFrom('student_reviews as sr').select('sr.id').whereRef('sr.lesson_id', '=', 'l.id'))
            .as('tutor_reviewed'),
        't.first_name as teacher_first_name',
        't.last_name as teacher_last_name',
        't.deleted_at as teacher_deleted_at',
        'tp.avatar_file_id as teacher_avatar_id',
        's.first_name as student_first_name',
        's.last_name as student_last_name',
        's.deleted_at as student_deleted_at',
        'sp.avatar_file_id as student_avatar_id',
        'c.name_uk as subject_uk',
        'c.name_en as subject_en',
      ])
  );
}

/** The schema as myLessons sees it: the tables plus its page of lessons. */
type PagedDB = DB & { page: Selectable<DB['lessons']> };

/** Lessons with the names the contract shows; always filtered by the caller's own conditions. */
export function lessonRows(db: Database) {
  return lessonRowsFrom(db as unknown as QueryCreator<PagedDB>, 'lessons');
}
export type LessonRow = Awaited<ReturnType<ReturnType<typeof lessonRows>['executeTakeFirstOrThrow']>>;

/** One lesson, only when the user takes part in it. */
export function readOwnLesson(db: Database, userId: string, id: string) {
  return lessonRows(db)
    .where('l.id', '=', id)
    .where((eb) => eb.or([eb('l.teacher_id', '=', userId), eb('l.student_id', '=', userId)]))
    .executeTakeFirst();
}

export function listOwnLessons(db: Database, userId: string, from: Date, to: Date) {
  return lessonRows(db)
    .where((eb) => eb.or([eb('l.teacher_id', '=', userId), eb('l.student_id', '=', userId)]))
    .where('l.starts_at', '>=', from)
    .where('l.starts_at', '<', to)
    .orderBy('l.starts_at')
    .orderBy('l.id')
    .limit(500)
    .execute();
}

/**
 * The students a tutor may give a lesson: linked to them by the students module's rule (a lesson,
 * an accepted request, offer or invite), and not deactivated by the tutor.
 */
function linkedStudentRows(db: Database, teacherId: string) {
  return db
    .selectFrom('users as u')
    .leftJoin('student_profiles as sp', 'sp.user_id', 'u.id')
    .select(['u.id', 'u.first_name', 'u.last_name', 'sp.avatar_file_id'])
    .where('u.role', '=', 'ROLE_STUDENT')
    .where('u.deleted_at', 'is', null)
    .where((eb) => eb.not(deactivatedByTutor(eb, teacherId)))
    .where((eb) => isLinkedStudent(eb, teacherId));
}

export function linkedStudents(db: Database, teacherId: string) {
  return linkedStudentRows(db, teacherId).orderBy('u.last_name').orderBy('u.first_name').limit(500).execute();
}

/** The student, when linked to the tutor (see linkedStudentRows); undefined otherwise. */
export function readLinkedStudent(db: Database, teacherId: string, studentId: string) {
  return linkedStudentRows(db, teacherId).where('u.id', '=', studentId).executeTakeFirst();
}

/** Whether the tutor and the student already have a lesson (a free first lesson is once only). */
export async function haveLessonTogether(db: Database, teacherId: string, studentId: string): Promise<boolean> {
  const row = await db
    .selectFrom('lessons')
    .select('id')
    .where('teacher_id', '=', teacherId)
    .where('student_id', '=', studentId)
    .where('status', '<>', 'CANCELED')
    .limit(1)
    .executeTakeFirst();
  return Boolean(row);
}

/**
 * The request through which the tutor found this student (a direct request they accepted, or a
 * public one where the student accepted their offer), newest first: a lesson created later is
 * linked to it, which is what the platform fee counts.
 */
export async function requestConnecting(db: Database, teacherId: string, studentId: string): Promise<string | null> {
  const row = await db
    .selectFrom('lesson_requests as r')
    .leftJoin('lesson_request_offers as o', 'o.id', 'r.accepted_offer_id')
    .select('r.id')
    .where('r.student_id', '=', studentId)
    .where('r.status', 'in', ['ACCEPTED', 'CONTACTS_OPENED'])
    .where((eb) => eb.or([eb('r.teacher_id', '=', teacherId), eb('o.teacher_id', '=', teacherId)]))
    .orderBy('r.updated_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.id ?? null;
}

export interface MyLessonsFilter {
  side: 'teacher_id' | 'student_id';
  userId: string;
  status?: LessonStatus;
  period: 'all' | 'upcoming' | 'past';
  withUser?: string;
  subject?: string;
  now: Date;
  offset: number;
  limit: number;
}

/**
 * One page of the viewer's lessons: read from their side's (user, starts_at) index, so a page costs
 * the rows it skips and shows, whatever the table's size. The page is cut in a CTE first and only
 * its rows are joined to names and reviews: selected on the scan itself, the review checks ran for
 * every skipped row too, and the names cost a second round trip to the database.
 */
export async function myLessons(db: Database, f: MyLessonsFilter): Promise<LessonRow[]> {
  const direction = f.period === 'upcoming' ? 'asc' : 'desc';
  const cut = new Date(f.now.getTime() - LESSON_DURATION_MS);
  return lessonRowsFrom(
    db.with('page', (qc) => {
      let page = qc.selectFrom('lessons as l').selectAll('l').where(`l.${f.side}`, '=', f.userId);
      if (f.status) page = page.where('l.status', '=', f.status);
      if (f.withUser) page = page.where(f.side === 'teacher_id' ? 'l.student_id' : 'l.teacher_id', '=', f.withUser);
      if (f.subject) page = page.where('l.subject_code', '=', f.subject);
      if (f.period === 'upcoming') page = page.where('l.starts_at', '>=', cut);
      if (f.period === 'past') page = page.where('l.starts_at', '<', cut);
      return page.orderBy('l.starts_at', direction).orderBy('l.id', direction).offset(f.offset).limit(f.limit);
    }),
    'page',
  )
    .orderBy('l.starts_at', direction)
    .orderBy('l.id', direction)
    .execute();
}

/**
 * Account deletion: the user's future lessons, as tutor or student, become CANCELED in the
 * deletion's transaction, which frees the tutor's hour (the slot index counts every status but
 * CANCELED). Answers the lessons cancelled, so the caller can tell the other side.
 */
export async function cancelFutureLessonsOf(trx: Database, userId: string, at: Date) {
  const rows = await trx
    .updateTable('lessons')
    .set({ status: 'CANCELED', updated_at: at })
    .where((eb) => eb.or([eb('teacher_id', '=', userId), eb('student_id', '=', userId)]))
    .where('starts_at', '>', at)
    .where('status', 'not in', ['CANCELED', 'COMPLETED'])
    .returning(['id', 'teacher_id', 'student_id', 'subject_code', 'starts_at'])
    .execute();
  return rows.map((r) => ({
    id: r.id,
    teacherId: r.teacher_id,
    studentId: r.student_id,
    subjectCode: r.subject_code,
    startsAt: r.starts_at,
  }));
}
