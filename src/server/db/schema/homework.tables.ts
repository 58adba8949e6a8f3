import type { Generated } from 'kysely';
import type { HomeworkStatus } from '../../../shared/contracts/homework/homework-enums';

/** Migration 0911_homework.sql. */
export interface HomeworkTables {
  homework: {
    id: Generated<string>;
    lesson_id: string;
    teacher_id: string;
    student_id: string;
    title: string;
    description: string | null;
    due_at: Date;
    status: Generated<HomeworkStatus>;
    submitted_at: Date | null;
    review_comment: string | null;
    final_mark: number | null;
    created_at: Date;
    updated_at: Date;
  };
  homework_tasks: {
    id: Generated<string>;
    homework_id: string;
    priority: number;
    position: number;
    title: string;
    description: string | null;
    required: Generated<boolean>;
    status: Generated<HomeworkStatus>;
    result_text: string | null;
    review_comment: string | null;
    created_at: Date;
    updated_at: Date;
  };
  homework_files: {
    id: Generated<string>;
    task_id: string;
    kind: 'TASK' | 'RESULT';
    uploader_id: string;
    storage_key: string;
    name: string;
    byte_size: number;
    created_at: Date;
  };
}
