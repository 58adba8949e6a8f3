import { describe, expect, it } from 'vitest';
import { ApiError, meansNotFound } from './api-error';

const apiError = (status: number | null, details?: Record<string, unknown>) =>
  new ApiError({ status, code: status === 404 ? 'NOT_FOUND' : 'VALIDATION_FAILED', message: '', details, path: '/x' });

describe('meansNotFound', () => {
  it('is a 404, or a 400 about the path’s parameters', () => {
    expect(meansNotFound(apiError(404))).toBe(true);
    expect(meansNotFound(apiError(400, { in: 'params', fields: { id: 'validation.invalid' } }))).toBe(true);
  });

  it('is not a 400 about a query string, another failure or something else thrown', () => {
    expect(meansNotFound(apiError(400, { in: 'querystring', fields: { priceFrom: 'validation.out-of-range' } }))).toBe(
      false,
    );
    expect(meansNotFound(apiError(500))).toBe(false);
    expect(meansNotFound(apiError(null))).toBe(false);
    expect(meansNotFound(new Error('boom'))).toBe(false);
  });
});
