import { describe, expect, it } from 'vitest';
import { MEETING_JOIN_EARLY_MS } from '../../../shared/contracts/lessons';
import { canEnterMeeting, lessonsOfDay } from './lesson-join';

const start = Date.parse('2026-12-02T10:00:00Z');
const lesson = (status: string, startsAt = start) => ({
  status: status as 'READY_TO_START',
  startsAt: new Date(startsAt).toISOString(),
  endsAt: new Date(startsAt + 50 * 60_000).toISOString(),
});

describe('canEnterMeeting', () => {
  it('opens half an hour before the start of an approved lesson and closes when it ends', () => {
    expect(canEnterMeeting(lesson('READY_TO_START'), start - MEETING_JOIN_EARLY_MS - 1)).toBe(false);
    expect(canEnterMeeting(lesson('READY_TO_START'), start - MEETING_JOIN_EARLY_MS)).toBe(true);
    expect(canEnterMeeting(lesson('READY_TO_START'), start + 49 * 60_000)).toBe(true);
    expect(canEnterMeeting(lesson('READY_TO_START'), start + 50 * 60_000)).toBe(false);
  });

  it('stays closed for a lesson the tutor has not approved, or a cancelled one', () => {
    expect(canEnterMeeting(lesson('CREATED'), start)).toBe(false);
    expect(canEnterMeeting(lesson('CANCELED'), start)).toBe(false);
  });
});

describe('lessonsOfDay', () => {
  it('keeps the day’s lessons that are not cancelled, earliest first', () => {
    const day = (iso: string) => iso.slice(0, 10);
    const items = [
      { ...lesson('READY_TO_START', start + 3_600_000), id: 'b' },
      { ...lesson('CANCELED', start), id: 'c' },
      { ...lesson('CREATED', start), id: 'a' },
      { ...lesson('CREATED', start + 86_400_000), id: 'tomorrow' },
    ];
    expect(lessonsOfDay(items as never, day, '2026-12-02').map((l) => (l as { id: string }).id)).toEqual(['a', 'b']);
  });
});
