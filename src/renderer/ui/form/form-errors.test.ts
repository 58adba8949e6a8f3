import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api';
import { applyFieldErrors, errorMessage, fieldText, retryAfterSeconds } from './form-errors';

const t = ((key: string, options?: { defaultValue?: string }) =>
  key === 'errors:UNKNOWN' ? (options?.defaultValue ?? key) : `T(${key})`) as never;

const apiError = (code: ApiError['code'], details?: Record<string, unknown>) =>
  new ApiError({ status: 400, code, message: code, details, path: '/x' });

describe('account form errors', () => {
  it('puts the server field keys on the fields the form has, and only those', () => {
    const setError = vi.fn();
    const error = apiError('VALIDATION_FAILED', {
      fields: { email: 'validation.email-in-use', other: 'validation.x' },
    });
    expect(applyFieldErrors(error, setError, ['email', 'password'] as never)).toBe(true);
    expect(setError).toHaveBeenCalledOnce();
    expect(setError).toHaveBeenCalledWith('email', { message: 'validation.email-in-use' });
    expect(applyFieldErrors(new Error('x'), setError, ['email'] as never)).toBe(false);
  });

  it('translates the code of a failed call, and anything else as the generic error', () => {
    expect(errorMessage(t, apiError('WRONG_CODE'))).toBe('T(errors:WRONG_CODE)');
    expect(errorMessage(t, new Error('boom'))).toBe('T(errors:INTERNAL_ERROR)');
  });

  it("shows the server's own message for a throttled sign-in, which says how long to wait", () => {
    const throttled = new ApiError({
      status: 429,
      code: 'TOO_MANY_ATTEMPTS',
      message: 'Забагато невдалих спроб. Спробуйте знову через 8 секунд.',
      details: { retryAfterSeconds: 8 },
      path: '/x',
    });
    expect(errorMessage(t, throttled)).toBe('Забагато невдалих спроб. Спробуйте знову через 8 секунд.');
  });

  it('reads the wait of a rate-limited resend (429 details.retryAfterSeconds)', () => {
    expect(retryAfterSeconds(apiError('RATE_LIMITED', { retryAfterSeconds: 42.2 }))).toBe(43);
    expect(retryAfterSeconds(apiError('RATE_LIMITED'))).toBeNull();
    expect(retryAfterSeconds(apiError('WRONG_CODE', { retryAfterSeconds: 5 }))).toBeNull();
  });

  it('maps validation keys to the validation namespace', () => {
    expect(fieldText(t, 'validation.phone-requirements')).toBe('T(validation:phone-requirements)');
    expect(fieldText(t, undefined)).toBeUndefined();
  });
});
