import {
  SUBJECT_SUGGESTIONS_PER_TUTOR,
  type AdminSubjectSuggestionList,
  type SubjectSuggestionInput,
  type SubjectSuggestionList,
} from '../../../shared/contracts/accounts';
import { AppError } from '../../../shared/errors';
import type { Database } from '../../db/database';
import * as q from './subject-suggestions.queries';

export interface SubjectSuggestionsDeps {
  db: Database;
  now: () => number;
}

/** How many suggestions the admins' list shows: the queue is read, not paged. */
const ADMIN_LIST_LIMIT = 200;

/**
 * Subjects tutors miss in the list: a tutor suggests one from the skills step
 * or the profile; admins read them with the tutor who asked.
 */
export function createSubjectSuggestionsService(deps: SubjectSuggestionsDeps) {
  async function own(userId: string): Promise<SubjectSuggestionList> {
    const rows = await q.listOwn(deps.db, userId);
    return { items: rows.map((r) => ({ id: r.id, name: r.name, createdAt: r.created_at.toISOString() })) };
  }

  return {
    own,

    async suggest(userId: string, input: SubjectSuggestionInput): Promise<SubjectSuggestionList> {
      // Spaces inside the name are collapsed, so "Історія  мистецтв" and "Історія мистецтв" are one.
      const name = input.name.trim().replace(/\s+/g, ' ');
      if (await q.subjectNamed(deps.db, name))
        throw new AppError('VALIDATION_FAILED', { fields: { name: 'validation.suggestion-exists' } });
      const current = await q.listOwn(deps.db, userId);
      const repeat = current.some((row) => row.name.toLowerCase() === name.toLowerCase());
      if (!repeat && current.length >= SUBJECT_SUGGESTIONS_PER_TUTOR)
        throw new AppError('VALIDATION_FAILED', { fields: { name: 'validation.suggestion-limit' } });
      if (!repeat) await q.insertSuggestion(deps.db, userId, name, new Date(deps.now()));
      return own(userId);
    },

    async all(): Promise<AdminSubjectSuggestionList> {
      const rows = await q.listAll(deps.db, ADMIN_LIST_LIMIT);
      return {
        items: rows.map((r) => ({
          id: r.id,
          name: r.name,
          createdAt: r.created_at.toISOString(),
          tutor: { id: r.user_id, firstName: r.first_name, lastName: r.last_name, email: r.email },
        })),
      };
    },
  };
}

export type SubjectSuggestionsService = ReturnType<typeof createSubjectSuggestionsService>;
