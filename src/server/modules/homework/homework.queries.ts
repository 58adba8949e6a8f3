import type { Insertable } from 'kysely';
import type { HomeworkStatus } from '../../../shared/contracts/homework';
import type { Database } from '../../db/database';
import type { DB } from '../../db/schema';

/** A homework with its participants' names; filtered by the caller's own conditions. */
function homeworkRows(db: Database) {
  return db
    .selectFrom('homework as h')
    .innerJoin('users as t', 't.id', 'h.teacher_id')
    .innerJoin('users as s', 's.id', 'h.student_id')
    .leftJoin('teacher_profiles as tp', 'tp.user_id', 'h.teacher_id')
    .leftJoin('student_profiles as sp', 'sp.user_id', 'h.student_id')
    .select([
      'h.id',
      'h.lesson_id',
      'h.teacher_id',
      'h.student_id',
      'h.title',
      'h.description',
      'h.due_at',
      'h.status',
      'h.submitted_at',
      'h.review_comment',
      'h.final_mark',
      'h.updated_at',
      't.first_name as teacher_first_name',
      't.last_name as teacher_last_name',
      'tp.avatar_file_id as teacher_avatar_id',
      's.first_name as student_first_name',
      's.last_name as student_last_name',
      'sp.avatar_file_id as student_avatar_id',
    ]);
}
export type HomeworkRow = Awaited<ReturnType<ReturnType<typeof homeworkRows>['executeTakeFirstOrThrow']>>;

/** The homework, only when the user is its tutor or student. */
export function readOwnHomework(db: Database, userId: string, id: string) {
  return homeworkRows(db)
    .where('h.id', '=', id)
    .where((eb) => eb.or([eb('h.teacher_id', '=', userId), eb('h.student_id', '=', userId)]))
    .executeTakeFirst();
}

export function readLessonHomework(db: Database, userId: string, lessonId: string) {
  return homeworkRows(db)
    .where('h.lesson_id', '=', lessonId)
    .where((eb) => eb.or([eb('h.teacher_id', '=', userId), eb('h.student_id', '=', userId)]))
    .executeTakeFirst();
}

/** The row locked for a change: concurrent submits and reviews of one homework go one by one. */
export function lockHomework(trx: Database, id: string) {
  return trx
    .selectFrom('homework')
    .select(['id', 'lesson_id', 'teacher_id', 'student_id', 'status'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export function readTasks(db: Database, homeworkId: string) {
  return db
    .selectFrom('homework_tasks')
    .selectAll()
    .where('homework_id', '=', homeworkId)
    .orderBy('priority')
    .orderBy('position')
    .orderBy('id')
    .execute();
}
export type TaskRow = Awaited<ReturnType<typeof readTasks>>[number];

export function readFiles(db: Database, homeworkId: string) {
  return db
    .selectFrom('homework_files as f')
    .innerJoin('homework_tasks as k', 'k.id', 'f.task_id')
    .select(['f.id', 'f.task_id', 'f.kind', 'f.uploader_id', 'f.name', 'f.byte_size', 'f.created_at'])
    .where('k.homework_id', '=', homeworkId)
    .orderBy('f.created_at')
    .orderBy('f.id')
    .execute();
}
export type FileRow = Awaited<ReturnType<typeof readFiles>>[number];

export async function insertHomework(trx: Database, values: Insertable<DB['homework']>): Promise<string> {
  return (await trx.insertInto('homework').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

export async function insertTasks(trx: Database, rows: Insertable<DB['homework_tasks']>[]) {
  if (rows.length > 0) await trx.insertInto('homework_tasks').values(rows).execute();
}

export function readFile(db: Database, homeworkId: string, fileId: string) {
  return db
    .selectFrom('homework_files as f')
    .innerJoin('homework_tasks as k', 'k.id', 'f.task_id')
    .select(['f.id', 'f.kind', 'f.uploader_id', 'f.storage_key', 'f.name', 'f.byte_size', 'f.task_id'])
    .where('k.homework_id', '=', homeworkId)
    .where('f.id', '=', fileId)
    .executeTakeFirst();
}

/** The tutor's homework waiting for review, or the student's homework still to do, by due date. */
export function listHomework(db: Database, userId: string, state: 'to-review' | 'due', limit: number) {
  const q = homeworkRows(db);
  const statuses: HomeworkStatus[] = state === 'to-review' ? ['IN_REVIEW'] : ['CREATED', 'REWORK_REQUIRED'];
  return (state === 'to-review' ? q.where('h.teacher_id', '=', userId) : q.where('h.student_id', '=', userId))
    .where('h.status', 'in', statuses)
    .orderBy('h.due_at')
    .orderBy('h.id')
    .limit(limit)
    .execute();
}
