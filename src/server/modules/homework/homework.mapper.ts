import type { Homework, HomeworkFile, HomeworkSummary } from '../../../shared/contracts/homework';
import type { FileRow, HomeworkRow, TaskRow } from './homework.queries';

const iso = (d: Date | string) => new Date(d).toISOString();

export function toFile(f: Omit<FileRow, 'task_id'>): HomeworkFile {
  return {
    id: f.id,
    kind: f.kind,
    name: f.name,
    byteSize: f.byte_size,
    uploaderId: f.uploader_id,
    createdAt: iso(f.created_at),
  };
}

export function toHomework(row: HomeworkRow, tasks: TaskRow[], files: FileRow[]): Homework {
  return {
    id: row.id,
    lessonId: row.lesson_id,
    title: row.title,
    description: row.description,
    dueAt: iso(row.due_at),
    status: row.status,
    submittedAt: row.submitted_at ? iso(row.submitted_at) : null,
    reviewComment: row.review_comment,
    finalMark: row.final_mark,
    teacher: {
      id: row.teacher_id,
      firstName: row.teacher_first_name,
      lastName: row.teacher_last_name,
      avatarId: row.teacher_avatar_id ?? null,
    },
    student: {
      id: row.student_id,
      firstName: row.student_first_name,
      lastName: row.student_last_name,
      avatarId: row.student_avatar_id ?? null,
    },
    tasks: tasks.map((task) => ({
      id: task.id,
      priority: task.priority,
      title: task.title,
      description: task.description,
      required: task.required,
      status: task.status,
      resultText: task.result_text,
      reviewComment: task.review_comment,
      files: files.filter((f) => f.task_id === task.id).map(toFile),
    })),
  };
}

/** A dashboard row: the other side of the homework is the person shown. */
export function toSummary(row: HomeworkRow, viewerId: string): HomeworkSummary {
  const tutorViews = row.teacher_id === viewerId;
  return {
    id: row.id,
    lessonId: row.lesson_id,
    title: row.title,
    dueAt: iso(row.due_at),
    status: row.status,
    person: tutorViews
      ? {
          id: row.student_id,
          firstName: row.student_first_name,
          lastName: row.student_last_name,
          avatarId: row.student_avatar_id ?? null,
        }
      : {
          id: row.teacher_id,
          firstName: row.teacher_first_name,
          lastName: row.teacher_last_name,
          avatarId: row.teacher_avatar_id ?? null,
        },
  };
}
