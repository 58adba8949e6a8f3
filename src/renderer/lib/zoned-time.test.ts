import { describe, expect, it } from 'vitest';
import { formatTimeRange, localWeek, offsetLabel, zonedParts, zonedToUtc, zoneOffsetMinutes } from './zoned-time';

describe('zoned time', () => {
  it('reads the offset of a zone per instant, across daylight saving', () => {
    expect(zoneOffsetMinutes('Europe/Kyiv', Date.parse('2026-11-30T07:00:00Z'))).toBe(120);
    expect(zoneOffsetMinutes('Europe/Kyiv', Date.parse('2026-07-01T07:00:00Z'))).toBe(180);
    expect(offsetLabel('America/New_York', Date.parse('2026-11-30T07:00:00Z'))).toBe('-05:00');
    expect(offsetLabel('Asia/Kolkata', Date.parse('2026-11-30T07:00:00Z'))).toBe('+05:30');
  });

  it('turns a wall-clock time in a zone into the UTC instant and back', () => {
    const instant = zonedToUtc('Europe/Kyiv', { year: 2026, month: 11, day: 30 }, 9);
    expect(new Date(instant).toISOString()).toBe('2026-11-30T07:00:00.000Z');
    expect(zonedParts('Europe/Kyiv', instant)).toMatchObject({ year: 2026, month: 11, day: 30, hour: 9, weekday: 1 });
  });

  it('shows one lesson at different wall-clock times in two zones', () => {
    const range = (zone: string) => formatTimeRange('2026-11-30T07:00:00.000Z', '2026-11-30T07:50:00.000Z', zone, 'uk');
    expect(range('Europe/Kyiv')).toBe('09:00–09:50');
    expect(range('America/New_York')).toBe('02:00–02:50');
  });

  it('lists the local week Monday first', () => {
    const week = localWeek('Europe/Kyiv', Date.parse('2026-11-25T12:00:00Z'));
    expect(week[0]).toEqual({ year: 2026, month: 11, day: 23 });
    expect(week[6]).toEqual({ year: 2026, month: 11, day: 29 });
  });
});
