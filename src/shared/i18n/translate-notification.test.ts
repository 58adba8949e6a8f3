import { describe, expect, it } from 'vitest';
import enNotifications from './en/notifications.json';
import ukNotifications from './uk/notifications.json';
import { translateNotification } from './translate-notification';

describe('translateNotification', () => {
  it('fills placeholders in the requested language', () => {
    expect(translateNotification('verification-declined', { reason: 'no diploma' }, 'en')).toBe(
      'Your profile was not verified: no diploma',
    );
    expect(translateNotification('verification-declined', { reason: 'немає диплома' }, 'uk')).toBe(
      'Ваш профіль не пройшов перевірку: немає диплома',
    );
  });

  it('answers the key for a notification it does not know', () => {
    expect(translateNotification('lesson-from-the-future', {}, 'en')).toBe('lesson-from-the-future');
  });

  it('has the same keys in Ukrainian and English', () => {
    expect(Object.keys(ukNotifications).sort()).toEqual(Object.keys(enNotifications).sort());
  });
});
