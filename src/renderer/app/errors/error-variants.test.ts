import { describe, expect, it } from 'vitest';
import { homePathFor } from '../paths';
import { ERROR_VARIANTS, errorPath, parseErrorVariant } from './error-variants';

describe('error variants', () => {
  it.each(ERROR_VARIANTS)('round-trips %s through its URL', (variant) => {
    const slug = errorPath(variant).split('/').pop();
    expect(parseErrorVariant(slug)).toBe(variant);
  });

  it('accepts the spec spelling of a code', () => {
    expect(parseErrorVariant('SERVER_MAINTENANCE')).toBe('SERVER_MAINTENANCE');
  });

  it('rejects an unknown variant so the route can redirect home', () => {
    expect(parseErrorVariant('teapot')).toBeNull();
    expect(parseErrorVariant(undefined)).toBeNull();
  });
});

describe('home target', () => {
  it('is /user/profile for teachers and / for everyone else', () => {
    expect(homePathFor('ROLE_TEACHER')).toBe('/user/profile');
    expect(homePathFor('ROLE_STUDENT')).toBe('/');
    expect(homePathFor('ROLE_ADMINISTRATOR')).toBe('/');
    expect(homePathFor(null)).toBe('/');
  });
});
