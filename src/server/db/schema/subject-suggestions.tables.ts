import type { Generated } from 'kysely';

/** Migration 0800_subject_suggestions.sql: subjects tutors suggest for the list. */
export interface SubjectSuggestionTables {
  subject_suggestions: {
    id: Generated<string>;
    user_id: string;
    name: string;
    created_at: Date;
  };
}
