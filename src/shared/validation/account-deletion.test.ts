import { describe, expect, it } from 'vitest';
import { deleteConfirmationProblem } from './account-deletion';

describe('deleteConfirmationProblem (typing DELETE)', () => {
  it('accepts exactly DELETE and nothing else', () => {
    expect(deleteConfirmationProblem('DELETE')).toBeNull();
    for (const text of ['delete', 'Delete', 'DELET', '', undefined]) {
      expect(deleteConfirmationProblem(text)).toBe('validation.delete-confirmation');
    }
  });
});
