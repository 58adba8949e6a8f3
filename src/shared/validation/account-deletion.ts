/**
 * Deleting an account requires typing the word DELETE. Exact and case-sensitive on
 * purpose: the friction is the point, so "delete" or "Delete" does not count.
 */
export const DELETE_CONFIRMATION_WORD = 'DELETE';

export function deleteConfirmationProblem(value: string | null | undefined): 'validation.delete-confirmation' | null {
  return (value ?? '').trim() === DELETE_CONFIRMATION_WORD ? null : 'validation.delete-confirmation';
}
