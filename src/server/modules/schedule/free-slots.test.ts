import { describe, expect, it } from 'vitest';
import { freeSlotsIn } from './free-slots';

const H = 3_600_000;
const monday = Date.UTC(2026, 10, 23);

describe('freeSlotsIn', () => {
  const base = {
    slots: [
      { weekday: 1, hour: 9, coefficient_pct: 100 },
      { weekday: 1, hour: 10, coefficient_pct: 150 },
    ],
    zone: 'UTC',
    repeatNextWeek: true,
    weekStartMs: monday,
    fromMs: monday,
    toMs: monday + 14 * 24 * H,
    nowMs: monday,
    booked: new Set<number>(),
    rateMinor: 40_000,
  };

  it('lists each weekly slot every week, priced by its coefficient', () => {
    const slots = freeSlotsIn(base);
    expect(slots.map((s) => s.startsAt)).toEqual([
      '2026-11-23T09:00:00.000Z',
      '2026-11-23T10:00:00.000Z',
      '2026-11-30T09:00:00.000Z',
      '2026-11-30T10:00:00.000Z',
    ]);
    expect(slots[1]).toMatchObject({ coefficient: 1.5, priceMinor: 60_000, endsAt: '2026-11-23T10:50:00.000Z' });
  });

  it('skips the past, booked hours and, without repeat, other weeks', () => {
    expect(freeSlotsIn({ ...base, nowMs: monday + 9 * H }).map((s) => s.startsAt)[0]).toBe('2026-11-23T10:00:00.000Z');
    expect(freeSlotsIn({ ...base, booked: new Set([monday + 9 * H]) })).toHaveLength(3);
    expect(freeSlotsIn({ ...base, repeatNextWeek: false })).toHaveLength(2);
  });
});

describe('freeSlotsIn in a zone with daylight saving', () => {
  it('keeps Monday 09:00 Kyiv on the tutor’s clock across 28 March 2027', () => {
    const from = Date.UTC(2027, 2, 22);
    const slots = freeSlotsIn({
      slots: [{ weekday: 1, hour: 9, coefficient_pct: 100 }],
      zone: 'Europe/Kyiv',
      repeatNextWeek: true,
      weekStartMs: from,
      fromMs: from,
      toMs: from + 14 * 24 * H,
      nowMs: from,
      booked: new Set<number>(),
      rateMinor: null,
    });
    expect(slots.map((s) => s.startsAt)).toEqual(['2027-03-22T07:00:00.000Z', '2027-03-29T06:00:00.000Z']);
  });
});
