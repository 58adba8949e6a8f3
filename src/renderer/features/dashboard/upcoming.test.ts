import { describe, expect, it } from 'vitest';
import type { Lesson } from '../../../shared/contracts/lessons';
import { nextLesson, upcomingWindow, UPCOMING_DAYS } from './upcoming';

const person = { id: 'p', firstName: 'A', lastName: 'B', avatarId: null };
function lesson(id: string, startsAt: string, status: Lesson['status'] = 'CREATED'): Lesson {
  const endsAt = new Date(Date.parse(startsAt) + 50 * 60_000).toISOString();
  return {
    id,
    status,
    teacher: person,
    student: person,
    subject: { code: 'mathematics', name: 'Математика' },
    startsAt,
    endsAt,
    priceMinor: 45_000,
    currency: 'UAH',
    freeLesson: false,
    type: 'ONLINE',
    title: null,
    description: null,
    requestId: null,
    createdAt: startsAt,
    viewerRole: 'student',
    allowedActions: [],
    missed: false,
    cancelIsLate: false,
    movedFrom: null,
    meetingStartedAt: null,
    studentJoinedAt: null,
    lateCancel: false,
  };
}

describe('the next lesson on a home', () => {
  const now = Date.parse('2026-12-01T10:20:00Z');

  it('is the earliest one not over and not cancelled, whatever the order given', () => {
    const lessons = [
      lesson('later', '2026-12-03T09:00:00Z'),
      lesson('cancelled', '2026-12-01T12:00:00Z', 'CANCELED'),
      lesson('over', '2026-12-01T08:00:00Z'),
      lesson('running', '2026-12-01T10:00:00Z'),
    ];
    expect(nextLesson(lessons, now)?.id).toBe('running');
    expect(nextLesson(lessons.slice(0, 3), now)?.id).toBe('later');
  });

  it('is none when nothing is booked', () => {
    expect(nextLesson([], now)).toBeNull();
  });

  it('is looked for within a window the schedule API answers (at most 62 days)', () => {
    const window = upcomingWindow(now);
    expect(window.from).toBe('2026-12-01T10:20:00.000Z');
    expect((Date.parse(window.to) - now) / 86_400_000).toBe(UPCOMING_DAYS);
    expect(UPCOMING_DAYS).toBeLessThanOrEqual(62);
  });
});
