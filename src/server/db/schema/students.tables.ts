import type { Generated } from 'kysely';

export type InviteStatus = 'INVITED' | 'ACCEPTED';

/** Migration 0910_students.sql. */
export interface StudentTables {
  student_invites: {
    id: Generated<string>;
    teacher_id: string;
    email: string;
    token_hash: string;
    status: Generated<InviteStatus>;
    student_id: string | null;
    created_at: Date;
    updated_at: Date;
    accepted_at: Date | null;
  };
  tutor_student_states: { teacher_id: string; student_id: string; active: boolean; updated_at: Date };
  student_sharing: { student_id: string; share_quiz_results: boolean; updated_at: Date };
}
