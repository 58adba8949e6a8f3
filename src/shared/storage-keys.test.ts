import { describe, expect, it } from 'vitest';
import { COOKIE_NAMES, STORAGE_KEYS } from './storage-keys';

describe('storage keys', () => {
  it('names the storage keys exactly and gives every key its own name', () => {
    expect(STORAGE_KEYS).toMatchObject({
      token: 'token',
      refresh: 'refresh',
      logoutInfo: 'logoutInfo',
      activeSlots: 'activeSlots',
      createLessonData: 'createLessonData',
      guestUserData: 'guestUserData',
      language: 'lang',
    });
    const names = [...Object.values(STORAGE_KEYS), ...Object.values(COOKIE_NAMES)];
    expect(new Set(names).size).toBe(names.length);
    expect(COOKIE_NAMES.cookieConsent).toBe('cookieConsent');
  });
});
