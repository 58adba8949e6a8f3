// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../shared/storage-keys';
import { getSession, isExpired, signIn, signOut } from './session';
import { makeTestToken } from './testing/api-test-server';
import { decodeTokenClaims } from './token-claims';

const NOW = Date.UTC(2025, 0, 15, 12);
const nowSeconds = NOW / 1000;

beforeEach(() => {
  localStorage.clear();
});

describe('session helpers', () => {
  it('signIn stores the token pair in local storage and getSession reads the role from the authority claim', () => {
    const token = makeTestToken({ sub: 'teacher-7', authority: 'ROLE_TEACHER', exp: nowSeconds + 3600 });

    const signedIn = signIn({ token, refreshToken: 'refresh-7' });

    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe(token);
    expect(localStorage.getItem(STORAGE_KEYS.refresh)).toBe('refresh-7');
    expect(signedIn.role).toBe('ROLE_TEACHER');
    expect(getSession()).toEqual({
      token,
      role: 'ROLE_TEACHER',
      claims: { sub: 'teacher-7', authority: 'ROLE_TEACHER', exp: nowSeconds + 3600 },
    });
  });

  it('signIn without a refresh token drops the previous user’s refresh token', () => {
    localStorage.setItem(STORAGE_KEYS.refresh, 'someone-elses');

    signIn({ token: makeTestToken({ sub: 'student-1', authority: 'ROLE_STUDENT' }) });

    expect(localStorage.getItem(STORAGE_KEYS.refresh)).toBeNull();
  });

  it('signOut forgets both tokens', () => {
    signIn({ token: makeTestToken({ sub: 'student-1', authority: 'ROLE_STUDENT' }), refreshToken: 'r' });

    signOut();

    expect(getSession()).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.refresh)).toBeNull();
  });

  it('isExpired compares the exp claim with now, and is false when signed out or without exp', () => {
    expect(isExpired(NOW)).toBe(false);

    signIn({ token: makeTestToken({ sub: 'a', authority: 'ROLE_ADMINISTRATOR', exp: nowSeconds + 60 }) });
    expect(isExpired(NOW)).toBe(false);
    expect(isExpired(NOW + 60_000)).toBe(true);

    signIn({ token: makeTestToken({ sub: 'a', authority: 'ROLE_ADMINISTRATOR' }) });
    expect(isExpired(NOW)).toBe(false);
  });

  it('treats a stored token without readable claims as no session, and refuses to sign in with one', () => {
    localStorage.setItem(STORAGE_KEYS.token, 'not-a-jwt');
    expect(getSession()).toBeNull();

    const unknownRole = makeTestToken({ sub: 'x', authority: 'ROLE_GUEST' });
    expect(() => signIn({ token: unknownRole })).toThrow(/no readable sub and authority/);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('not-a-jwt');
  });

  it('decodes base64url payloads holding non-ASCII text', () => {
    const token = makeTestToken({ sub: 'u-1', authority: 'ROLE_STUDENT', name: 'Олена Ґудзь' });

    expect(decodeTokenClaims(token)?.name).toBe('Олена Ґудзь');
  });
});
