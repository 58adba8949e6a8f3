import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type {
  Homework,
  HomeworkFile,
  HomeworkReviewBody,
  HomeworkSummary,
  HomeworkValues,
} from '../../../shared/contracts/homework';
import type { LessonTableAction } from '../../../shared/contracts/lessons';
import { AppError } from '../../../shared/errors';
import type { Database } from '../../db/database';
import type { Events } from '../../events/events';
import type { FileStorage } from '../../integrations/storage/file-storage.port';
import type { UploadLimits } from '../../uploads/upload-limits';
import type { LessonsFacade } from '../lessons/lessons.module';
import { homeworkChanged, type HomeworkChange } from './homework.events';
import { toFile, toHomework, toSummary } from './homework.mapper';
import * as q from './homework.queries';

export interface HomeworkDeps {
  db: Database;
  now: () => number;
  events: Events;
  storage: FileStorage;
  lessons: LessonsFacade;
  settings: { maxFileBytes: number; maxFilesPerTask: number };
  /** Each user's uploads a minute and a day, shared with the messenger. */
  uploads: UploadLimits;
}

export interface IncomingHomeworkFile {
  filename: string;
  stream: Readable & { truncated?: boolean };
}

/** Homework open to changes: the tutor edits it, the student works on it. */
const OPEN = new Set(['CREATED', 'REWORK_REQUIRED']);
const DASHBOARD_ROWS = 20;

/**
 * Homework. Every change that moves the lesson (assign, edit, submit, review)
 * takes its action through the lessons facade in the same transaction, so the homework and the
 * lesson's HOMETASK_* status never disagree, and the lesson table decides who may act when.
 * Not a participant → 404; the other side's action → 403; a homework not open to it → 409.
 */
export function createHomeworkService(deps: HomeworkDeps) {
  const { db } = deps;

  async function read(userId: string, id: string): Promise<Homework> {
    const row = await q.readOwnHomework(db, userId, id);
    if (!row) throw new AppError('NOT_FOUND');
    const [tasks, files] = await Promise.all([q.readTasks(db, row.id), q.readFiles(db, row.id)]);
    return toHomework(row, tasks, files);
  }

  /** Locks the homework for a change by `role`; anyone else is refused before anything is read. */
  async function lockFor(trx: Database, userId: string, id: string, role: 'tutor' | 'student') {
    const row = await q.lockHomework(trx, id);
    if (!row || (row.teacher_id !== userId && row.student_id !== userId)) throw new AppError('NOT_FOUND');
    const mine = role === 'tutor' ? row.teacher_id === userId : row.student_id === userId;
    if (!mine) throw new AppError('FORBIDDEN');
    return row;
  }

  function transition(trx: Database, userId: string, lessonId: string, action: LessonTableAction, rework = false) {
    return deps.lessons.transition(trx, { lessonId, userId, action, extra: rework ? { rework } : undefined });
  }

  function assertDueInFuture(dueAt: string) {
    if (Date.parse(dueAt) <= deps.now())
      throw new AppError('VALIDATION_FAILED', { fields: { dueAt: 'validation.time-in-past' } });
  }

  async function emit(
    trx: Database,
    hw: { id: string; lesson_id: string; teacher_id: string; student_id: string },
    change: HomeworkChange,
  ) {
    await homeworkChanged(deps.events, trx, {
      homeworkId: hw.id,
      lessonId: hw.lesson_id,
      userIds: [hw.teacher_id, hw.student_id],
      change,
    });
  }

  return {
    read,

    async forLesson(userId: string, lessonId: string): Promise<Homework | null> {
      const lesson = await deps.lessons.participantLesson(userId, lessonId);
      if (!lesson) throw new AppError('NOT_FOUND');
      const row = await q.readLessonHomework(db, userId, lessonId);
      return row ? read(userId, row.id) : null;
    },

    async list(userId: string, state: 'to-review' | 'due'): Promise<HomeworkSummary[]> {
      const rows = await q.listHomework(db, userId, state, DASHBOARD_ROWS);
      return rows.map((row) => toSummary(row, userId));
    },

    /** ADD_HOMEWORK: the lesson's tutor, after the meeting (the lesson table says when). */
    async create(teacherId: string, lessonId: string, input: HomeworkValues): Promise<Homework> {
      assertDueInFuture(input.dueAt);
      const lesson = await deps.lessons.participantLesson(teacherId, lessonId);
      if (!lesson) throw new AppError('NOT_FOUND');
      if (lesson.teacherId !== teacherId) throw new AppError('FORBIDDEN');
      if (input.tasks.some((task) => task.id))
        throw new AppError('VALIDATION_FAILED', { fields: { tasks: 'validation.invalid' } });
      const at = new Date(deps.now());
      const id = await db.transaction().execute(async (trx) => {
        await transition(trx, teacherId, lessonId, 'ADD_HOMEWORK');
        const homeworkId = await q.insertHomework(trx, {
          lesson_id: lessonId,
          teacher_id: lesson.teacherId,
          student_id: lesson.studentId,
          title: input.title,
          description: input.description ?? null,
          due_at: new Date(input.dueAt),
          created_at: at,
          updated_at: at,
        });
        await q.insertTasks(
          trx,
          input.tasks.map((task, position) => ({
            homework_id: homeworkId,
            priority: task.priority,
            position,
            title: task.title,
            description: task.description ?? null,
            required: task.required,
            created_at: at,
            updated_at: at,
          })),
        );
        await emit(
          trx,
          { id: homeworkId, lesson_id: lessonId, teacher_id: lesson.teacherId, student_id: lesson.studentId },
          'created',
        );
        return homeworkId;
      });
      return read(teacherId, id);
    },

    /**
     * EDIT_HOMEWORK: while the work is with the student. Tasks with an id are updated (their
     * results stay), new ones added, missing ones removed with their files.
     */
    async update(teacherId: string, id: string, input: HomeworkValues): Promise<Homework> {
      assertDueInFuture(input.dueAt);
      const at = new Date(deps.now());
      const removedKeys = await db.transaction().execute(async (trx) => {
        const hw = await lockFor(trx, teacherId, id, 'tutor');
        await transition(trx, teacherId, hw.lesson_id, 'EDIT_HOMEWORK');
        const existing = await q.readTasks(trx, id);
        const known = new Set(existing.map((task) => task.id));
        if (input.tasks.some((task) => task.id && !known.has(task.id)))
          throw new AppError('VALIDATION_FAILED', { fields: { tasks: 'validation.invalid' } });
        const kept = new Set(input.tasks.flatMap((task) => (task.id ? [task.id] : [])));
        const removed = existing.filter((task) => !kept.has(task.id)).map((task) => task.id);
        const keys =
          removed.length > 0
            ? (
                await trx.selectFrom('homework_files').select('storage_key').where('task_id', 'in', removed).execute()
              ).map((r) => r.storage_key)
            : [];
        if (removed.length > 0) await trx.deleteFrom('homework_tasks').where('id', 'in', removed).execute();
        for (const [position, task] of input.tasks.entries()) {
          const values = {
            priority: task.priority,
            position,
            title: task.title,
            description: task.description ?? null,
            required: task.required,
            updated_at: at,
          };
          if (task.id) await trx.updateTable('homework_tasks').set(values).where('id', '=', task.id).execute();
          else await q.insertTasks(trx, [{ ...values, homework_id: id, created_at: at }]);
        }
        await trx
          .updateTable('homework')
          .set({
            title: input.title,
            description: input.description ?? null,
            due_at: new Date(input.dueAt),
            updated_at: at,
          })
          .where('id', '=', id)
          .execute();
        await emit(trx, hw, 'edited');
        return keys;
      });
      // The rows are gone with the commit; the bytes after it (a failure leaves only orphan bytes).
      await Promise.all(removedKeys.map((key) => deps.storage.delete(key).catch(() => undefined)));
      return read(teacherId, id);
    },

    /** The student's answer to one task, while the work is with them; a task already done stays. */
    async saveResult(studentId: string, id: string, taskId: string, resultText: string): Promise<Homework> {
      await db.transaction().execute(async (trx) => {
        const hw = await lockFor(trx, studentId, id, 'student');
        if (!OPEN.has(hw.status)) throw new AppError('LESSON_ACTION_NOT_ALLOWED');
        const task = (await q.readTasks(trx, id)).find((t) => t.id === taskId);
        if (!task) throw new AppError('NOT_FOUND');
        if (task.status === 'DONE') throw new AppError('LESSON_ACTION_NOT_ALLOWED');
        await trx
          .updateTable('homework_tasks')
          .set({ result_text: resultText === '' ? null : resultText, updated_at: new Date(deps.now()) })
          .where('id', '=', taskId)
          .execute();
        await emit(trx, hw, 'result-saved');
      });
      return read(studentId, id);
    },

    /**
     * UPLOAD_HOMEWORK_RESULT: the student sends the work for review; every required task not yet
     * done needs an answer or a file.
     */
    async submit(studentId: string, id: string): Promise<Homework> {
      const at = new Date(deps.now());
      await db.transaction().execute(async (trx) => {
        const hw = await lockFor(trx, studentId, id, 'student');
        if (!OPEN.has(hw.status)) throw new AppError('LESSON_ACTION_NOT_ALLOWED');
        const [tasks, files] = await Promise.all([q.readTasks(trx, id), q.readFiles(trx, id)]);
        const answered = (taskId: string, text: string | null) =>
          Boolean(text) || files.some((f) => f.task_id === taskId && f.kind === 'RESULT');
        const missing = tasks.filter((t) => t.required && t.status !== 'DONE' && !answered(t.id, t.result_text));
        if (missing.length > 0)
          throw new AppError('VALIDATION_FAILED', {
            fields: Object.fromEntries(missing.map((t) => [`task.${t.id}`, 'validation.homework-result-required'])),
          });
        await transition(trx, studentId, hw.lesson_id, 'UPLOAD_HOMEWORK_RESULT');
        await trx
          .updateTable('homework_tasks')
          .set({ status: 'IN_REVIEW', updated_at: at })
          .where('homework_id', '=', id)
          .where('status', '<>', 'DONE')
          .execute();
        await trx
          .updateTable('homework')
          .set({ status: 'IN_REVIEW', submitted_at: at, updated_at: at })
          .where('id', '=', id)
          .execute();
        await emit(trx, hw, 'submitted');
      });
      return read(studentId, id);
    },

    /**
     * REVIEW_HOMEWORK: a verdict for every task not yet done. All done → DONE with the final
     * mark (the lesson stays HOMETASK_SUBMITTED for the tutor to complete); any sent back →
     * REWORK_REQUIRED, and the lesson returns to the student (HOMETASK_ADDED).
     */
    async review(teacherId: string, id: string, input: HomeworkReviewBody): Promise<Homework> {
      const at = new Date(deps.now());
      await db.transaction().execute(async (trx) => {
        const hw = await lockFor(trx, teacherId, id, 'tutor');
        if (hw.status !== 'IN_REVIEW') throw new AppError('LESSON_ACTION_NOT_ALLOWED');
        const tasks = await q.readTasks(trx, id);
        const open = tasks.filter((t) => t.status !== 'DONE');
        const verdicts = new Map(input.tasks.map((v) => [v.taskId, v]));
        if (input.tasks.some((v) => !open.some((t) => t.id === v.taskId)) || open.some((t) => !verdicts.has(t.id)))
          throw new AppError('VALIDATION_FAILED', { fields: { tasks: 'validation.review-every-task' } });
        const rework = input.tasks.some((v) => !v.done);
        if (!rework && input.finalMark === undefined)
          throw new AppError('VALIDATION_FAILED', { fields: { finalMark: 'validation.final-mark-required' } });
        await transition(trx, teacherId, hw.lesson_id, 'REVIEW_HOMEWORK', rework);
        for (const verdict of input.tasks)
          await trx
            .updateTable('homework_tasks')
            .set({
              status: verdict.done ? 'DONE' : 'REWORK_REQUIRED',
              review_comment: verdict.comment ?? null,
              updated_at: at,
            })
            .where('id', '=', verdict.taskId)
            .execute();
        await trx
          .updateTable('homework')
          .set({
            status: rework ? 'REWORK_REQUIRED' : 'DONE',
            final_mark: rework ? null : input.finalMark!,
            review_comment: input.comment ?? null,
            updated_at: at,
          })
          .where('id', '=', id)
          .execute();
        await emit(trx, hw, rework ? 'rework' : 'done');
      });
      return read(teacherId, id);
    },

    /**
     * One file for a task: the tutor's material (while the work is with the student) or the
     * student's result (on a task not yet done). Stored first, then recorded; a refusal after
     * storing removes the bytes. Files are always downloaded, never shown inline. The uploader's
     * minute and day allowances are checked before a byte is read.
     */
    async upload(userId: string, id: string, taskId: string, incoming: IncomingHomeworkFile): Promise<HomeworkFile> {
      const { remainingBytes } = await deps.uploads.admit(userId);
      const hw = await q.readOwnHomework(db, userId, id);
      if (!hw) throw new AppError('NOT_FOUND');
      const kind = hw.teacher_id === userId ? 'TASK' : 'RESULT';
      const check = async (trx: Database) => {
        const task = (await q.readTasks(trx, id)).find((t) => t.id === taskId);
        if (!task) throw new AppError('NOT_FOUND');
        const status = (await q.lockHomework(trx, id))?.status;
        if (!status || !OPEN.has(status) || (kind === 'RESULT' && task.status === 'DONE'))
          throw new AppError('LESSON_ACTION_NOT_ALLOWED');
        const count = await trx
          .selectFrom('homework_files')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('task_id', '=', taskId)
          .where('kind', '=', kind)
          .executeTakeFirstOrThrow();
        if (Number(count.n) >= deps.settings.maxFilesPerTask) throw new AppError('TOO_MANY_ATTACHMENTS');
      };
      await check(db);
      const key = `homework-files/${randomUUID()}`;
      const tooLarge = new AppError('PAYLOAD_TOO_LARGE', { maxBytes: deps.settings.maxFileBytes });
      let byteSize: number;
      try {
        byteSize = await deps.storage.put(key, deps.uploads.capped(incoming.stream, remainingBytes));
      } catch (error) {
        await deps.storage.delete(key).catch(() => undefined);
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge;
        throw error;
      }
      if (incoming.stream.truncated || byteSize > deps.settings.maxFileBytes) {
        await deps.storage.delete(key);
        throw tooLarge;
      }
      if (byteSize === 0) {
        await deps.storage.delete(key);
        throw new AppError('VALIDATION_FAILED', { in: 'body', fields: { file: 'validation.file-required' } });
      }
      try {
        return await db.transaction().execute(async (trx) => {
          // Checked again under the lock: the work may have been submitted while the bytes came in.
          await check(trx);
          const row = await trx
            .insertInto('homework_files')
            .values({
              task_id: taskId,
              kind,
              uploader_id: userId,
              storage_key: key,
              name: incoming.filename.slice(0, 200),
              byte_size: byteSize,
              created_at: new Date(deps.now()),
            })
            .returning(['id', 'kind', 'uploader_id', 'name', 'byte_size', 'created_at'])
            .executeTakeFirstOrThrow();
          await deps.uploads.record(trx, userId, byteSize);
          await emit(trx, hw, 'file-added');
          return toFile(row);
        });
      } catch (error) {
        await deps.storage.delete(key).catch(() => undefined);
        throw error;
      }
    },

    /** A file's bytes for either participant; anyone else gets "not found". */
    async download(userId: string, id: string, fileId: string) {
      const hw = await q.readOwnHomework(db, userId, id);
      if (!hw) throw new AppError('NOT_FOUND');
      const file = await q.readFile(db, id, fileId);
      if (!file) throw new AppError('NOT_FOUND');
      const stream = await deps.storage.get(file.storage_key);
      if (!stream) throw new AppError('NOT_FOUND');
      return { stream, name: file.name, byteSize: file.byte_size };
    },

    /** The uploader removes their own file while the homework is open to it. */
    async removeFile(userId: string, id: string, fileId: string): Promise<void> {
      const key = await db.transaction().execute(async (trx) => {
        const hw = await q.lockHomework(trx, id);
        if (!hw || (hw.teacher_id !== userId && hw.student_id !== userId)) throw new AppError('NOT_FOUND');
        const file = await q.readFile(trx, id, fileId);
        if (!file) throw new AppError('NOT_FOUND');
        if (file.uploader_id !== userId) throw new AppError('FORBIDDEN');
        if (!OPEN.has(hw.status)) throw new AppError('LESSON_ACTION_NOT_ALLOWED');
        await trx.deleteFrom('homework_files').where('id', '=', fileId).execute();
        await emit(trx, hw, 'file-removed');
        return file.storage_key;
      });
      await deps.storage.delete(key).catch(() => undefined);
    },
  };
}
export type HomeworkService = ReturnType<typeof createHomeworkService>;
