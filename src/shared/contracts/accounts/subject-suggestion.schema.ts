import { z } from 'zod';
import { text } from '../../validation/text';

/** How many subjects one tutor may suggest: a review queue, not a second subject list. */
export const SUBJECT_SUGGESTIONS_PER_TUTOR = 5;

/**
 * POST /users/v1/profile/subject-suggestions: a subject the tutor teaches but does not find in
 * the list (the tutor terms promise a review within 48 hours).
 */
export const SubjectSuggestionInput = z.object({
  name: text({ error: 'validation.suggestion-required' })
    .trim()
    .min(2, 'validation.suggestion-required')
    .max(100, 'validation.too-long'),
});
export type SubjectSuggestionInput = z.input<typeof SubjectSuggestionInput>;

const suggestionFields = { id: text(), name: text(), createdAt: text() };

export const SubjectSuggestion = z.object(suggestionFields).meta({ id: 'SubjectSuggestion' });
export type SubjectSuggestion = z.infer<typeof SubjectSuggestion>;

/** The tutor's own suggestions, oldest first. */
export const SubjectSuggestionList = z
  .object({ items: z.array(SubjectSuggestion) })
  .meta({ id: 'SubjectSuggestionList' });
export type SubjectSuggestionList = z.infer<typeof SubjectSuggestionList>;

/** GET /users/v1/admin/subject-suggestions: every suggestion with its tutor, newest first. */
export const AdminSubjectSuggestionList = z
  .object({
    items: z.array(
      z.object({
        ...suggestionFields,
        tutor: z.object({ id: text(), firstName: text(), lastName: text(), email: text() }),
      }),
    ),
  })
  .meta({ id: 'AdminSubjectSuggestionList' });
export type AdminSubjectSuggestionList = z.infer<typeof AdminSubjectSuggestionList>;
