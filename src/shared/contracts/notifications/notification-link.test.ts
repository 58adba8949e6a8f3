import { describe, expect, it } from 'vitest';
import enNotifications from '../../i18n/en/notifications.json';
import { notificationLink } from './notification-link';

describe('notificationLink', () => {
  it('links every notification the server writes to a screen', () => {
    for (const key of Object.keys(enNotifications)) expect(notificationLink(key, { chatId: 'c1' }), key).not.toBeNull();
  });

  it('opens the right screen for requests, lessons, verification and chats', () => {
    expect(notificationLink('lesson-request-accepted', { requestId: 'r' })).toBe('/requests');
    expect(notificationLink('lesson-request-public-new', {})).toBe('/requests?tab=general');
    expect(notificationLink('lesson-created', { lessonId: 'l' })).toBe('/lessons/l');
    expect(notificationLink('lesson-created', {})).toBe('/schedule');
    expect(notificationLink('verification-approved', {})).toBe('/user/profile/edit');
    expect(notificationLink('message-new', { chatId: 'a/b' })).toBe('/messages/a%2Fb');
    expect(notificationLink('quiz-approved', { quizId: 'q1' })).toBe('/quiz-authoring/q1');
    expect(notificationLink('payment-review-amount-mismatch', { userId: 'u1' })).toBe('/admin/balances?user=u1');
    expect(notificationLink('unknown', {})).toBeNull();
  });
});
