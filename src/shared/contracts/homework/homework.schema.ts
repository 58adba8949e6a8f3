import { z } from 'zod';
import { PersonSummary } from '../lessons/lesson.schema';
import { text } from '../../validation/text';
import {
  FINAL_MARK_MAX,
  FINAL_MARK_MIN,
  HOMEWORK_STATUSES,
  MAX_HOMEWORK_TASKS,
  TASK_PRIORITY_MAX,
  TASK_PRIORITY_MIN,
} from './homework-enums';

export const HomeworkFile = z
  .object({
    id: text(),
    kind: z.enum(['TASK', 'RESULT']),
    name: text(),
    byteSize: z.number().int(),
    uploaderId: text(),
    createdAt: text(),
  })
  .meta({ id: 'HomeworkFile' });
export type HomeworkFile = z.infer<typeof HomeworkFile>;

/** A homework task: priority, title, description, required flag, attachments, status. */
export const HomeworkTask = z
  .object({
    id: text(),
    priority: z.number().int(),
    title: text(),
    description: text().nullable(),
    required: z.boolean(),
    status: z.enum(HOMEWORK_STATUSES),
    resultText: text().nullable(),
    reviewComment: text().nullable(),
    /** The tutor's materials and the student's results. */
    files: z.array(HomeworkFile),
  })
  .meta({ id: 'HomeworkTask' });
export type HomeworkTask = z.infer<typeof HomeworkTask>;

/** A homework of a lesson and its tasks. */
export const Homework = z
  .object({
    id: text(),
    lessonId: text(),
    title: text(),
    description: text().nullable(),
    dueAt: text(),
    status: z.enum(HOMEWORK_STATUSES),
    submittedAt: text().nullable(),
    reviewComment: text().nullable(),
    finalMark: z.number().int().nullable(),
    teacher: PersonSummary,
    student: PersonSummary,
    tasks: z.array(HomeworkTask),
  })
  .meta({ id: 'Homework' });
export type Homework = z.infer<typeof Homework>;

export const LessonHomework = z.object({ homework: Homework.nullable() }).meta({ id: 'LessonHomework' });
export type LessonHomework = z.infer<typeof LessonHomework>;

const optionalText = (max: number) =>
  text()
    .trim()
    .max(max, 'validation.too-long')
    .transform((v) => (v === '' ? undefined : v))
    .optional();

export const HomeworkTaskInput = z.object({
  /** An existing task's id when editing; absent for a new task. */
  id: z.uuid().optional(),
  priority: z
    .number({ error: 'validation.invalid' })
    .int('validation.invalid')
    .min(TASK_PRIORITY_MIN, 'validation.invalid')
    .max(TASK_PRIORITY_MAX, 'validation.invalid'),
  title: text({ error: 'validation.required' }).trim().min(1, 'validation.required').max(200, 'validation.too-long'),
  description: optionalText(10_000),
  required: z.boolean().default(true),
});
export type HomeworkTaskInput = z.input<typeof HomeworkTaskInput>;

/** Homework needs at least one task. */
export const HomeworkBody = z
  .object({
    title: text({ error: 'validation.required' }).trim().min(1, 'validation.required').max(200, 'validation.too-long'),
    description: optionalText(10_000),
    dueAt: z.iso.datetime({ offset: true, error: 'validation.time-required' }),
    tasks: z
      .array(HomeworkTaskInput)
      .min(1, 'validation.homework-task-required')
      .max(MAX_HOMEWORK_TASKS, 'validation.invalid'),
  })
  .meta({ id: 'HomeworkBody' });
export type HomeworkBody = z.input<typeof HomeworkBody>;
export type HomeworkValues = z.output<typeof HomeworkBody>;

export const TaskResultBody = z
  .object({ resultText: text().trim().max(10_000, 'validation.too-long') })
  .meta({ id: 'TaskResultBody' });
export type TaskResultBody = z.infer<typeof TaskResultBody>;

/** A verdict per task; a comment is required when a task is sent back for rework. */
export const TaskVerdict = z
  .object({
    taskId: z.uuid({ error: 'validation.invalid' }),
    done: z.boolean(),
    comment: optionalText(10_000),
  })
  .superRefine((value, ctx) => {
    if (!value.done && !value.comment)
      ctx.addIssue({ code: 'custom', path: ['comment'], message: 'validation.rework-comment-required' });
  });
export type TaskVerdict = z.input<typeof TaskVerdict>;

/**
 * The tutor's review of submitted work: a verdict for each task not yet done; with every task
 * done the homework is DONE and needs the final mark, otherwise it goes back for rework.
 */
export const HomeworkReviewBody = z
  .object({
    tasks: z.array(TaskVerdict).min(1, 'validation.invalid').max(MAX_HOMEWORK_TASKS, 'validation.invalid'),
    finalMark: z
      .number({ error: 'validation.invalid' })
      .int('validation.invalid')
      .min(FINAL_MARK_MIN, 'validation.invalid')
      .max(FINAL_MARK_MAX, 'validation.invalid')
      .optional(),
    comment: optionalText(10_000),
  })
  .meta({ id: 'HomeworkReviewBody' });
export type HomeworkReviewBody = z.input<typeof HomeworkReviewBody>;

export const HomeworkIdParams = z.object({ id: z.uuid({ error: 'validation.invalid' }) });
export const HomeworkTaskParams = z.object({
  id: z.uuid({ error: 'validation.invalid' }),
  taskId: z.uuid({ error: 'validation.invalid' }),
});
export const HomeworkFileParams = z.object({
  id: z.uuid({ error: 'validation.invalid' }),
  fileId: z.uuid({ error: 'validation.invalid' }),
});

/** The dashboards' lists: the tutor's work to review, the student's work due. */
export const HomeworkListQuery = z.object({ state: z.enum(['to-review', 'due']) });
export const HomeworkSummary = z
  .object({
    id: text(),
    lessonId: text(),
    title: text(),
    dueAt: text(),
    status: z.enum(HOMEWORK_STATUSES),
    /** The other side: the student for the tutor, the tutor for the student. */
    person: PersonSummary,
  })
  .meta({ id: 'HomeworkSummary' });
export type HomeworkSummary = z.infer<typeof HomeworkSummary>;
export const HomeworkList = z.object({ items: z.array(HomeworkSummary) }).meta({ id: 'HomeworkList' });
export type HomeworkList = z.infer<typeof HomeworkList>;
