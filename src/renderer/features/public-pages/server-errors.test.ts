import type { TFunction } from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api';
import { applyServerErrors } from './server-errors';

const t = ((key: string, options?: { defaultValue?: string }) =>
  key === 'errors:RATE_LIMITED' ? 'Too many requests' : (options?.defaultValue ?? key)) as unknown as TFunction;

const apiError = (code: string, fields?: Record<string, string>) =>
  new ApiError({
    status: 400,
    code: code as never,
    message: code,
    details: fields ? { fields } : undefined,
    path: '/users/v1/open/feedbacks',
  });

describe('applyServerErrors', () => {
  it('puts field keys on the form fields and focuses the first', () => {
    const setError = vi.fn();
    const message = applyServerErrors(
      apiError('VALIDATION_FAILED', { email: 'validation.email-invalid', rating: 'validation.rating-invalid' }),
      ['email', 'comment', 'rating'] as const,
      setError,
      t,
    );
    expect(message).toBeNull();
    expect(setError).toHaveBeenCalledWith(
      'email',
      { type: 'server', message: 'validation.email-invalid' },
      { shouldFocus: true },
    );
    expect(setError).toHaveBeenCalledWith(
      'rating',
      { type: 'server', message: 'validation.rating-invalid' },
      { shouldFocus: false },
    );
  });

  it('answers the translated error for anything that is not about fields', () => {
    const setError = vi.fn();
    expect(applyServerErrors(apiError('RATE_LIMITED'), ['email'] as const, setError, t)).toBe('Too many requests');
    expect(setError).not.toHaveBeenCalled();
  });

  it('ignores field errors for fields the form does not have', () => {
    const setError = vi.fn();
    const message = applyServerErrors(
      apiError('VALIDATION_FAILED', { kind: 'validation.invalid' }),
      ['email'] as const,
      setError,
      t,
    );
    expect(message).toBe('errors:INTERNAL_ERROR');
    expect(setError).not.toHaveBeenCalled();
  });
});
