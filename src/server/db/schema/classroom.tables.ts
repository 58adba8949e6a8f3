import type { Generated } from 'kysely';

/** Migration 1000_meeting_presence.sql. */
export interface ClassroomTables {
  meeting_presence: {
    lesson_id: string;
    user_id: string;
    session_id: string;
    sharing_screen: Generated<boolean>;
    joined_at: Date;
    seen_at: Date;
  };
}
