import { describe, expect, it } from 'vitest';
import {
  formatUtcOffset,
  fromUtcWeeklySlot,
  isOnHourGrid,
  slotPriceMinor,
  toUtcWeeklySlot,
  utcWeekday,
  utcWeekStart,
  zoneOffsetMinutes,
} from './schedule-rules';

describe('schedule rules', () => {
  it('finds the ISO weekday and the Monday that starts the UTC week', () => {
    const sunday = Date.UTC(2026, 10, 29, 23, 0);
    expect(utcWeekday(sunday)).toBe(7);
    expect(new Date(utcWeekStart(sunday)).toISOString()).toBe('2026-11-23T00:00:00.000Z');
    expect(new Date(utcWeekStart(Date.UTC(2026, 10, 23))).toISOString()).toBe('2026-11-23T00:00:00.000Z');
  });

  it('keeps lessons on the hour grid and prices a slot by its coefficient', () => {
    expect(isOnHourGrid(Date.UTC(2026, 0, 1, 10))).toBe(true);
    expect(isOnHourGrid(Date.UTC(2026, 0, 1, 10, 30))).toBe(false);
    expect(slotPriceMinor(45_000, 1.2)).toBe(54_000);
  });

  it('shows zone offsets as ±HH:00 and follows daylight saving', () => {
    expect(zoneOffsetMinutes('Europe/Kyiv', Date.UTC(2026, 0, 15))).toBe(120);
    expect(zoneOffsetMinutes('Europe/Kyiv', Date.UTC(2026, 6, 15))).toBe(180);
    expect(zoneOffsetMinutes('America/New_York', Date.UTC(2026, 0, 15))).toBe(-300);
    expect(formatUtcOffset(120)).toBe('+02:00');
    expect(formatUtcOffset(-300)).toBe('-05:00');
  });

  it('converts a local weekly slot to UTC and back across midnight and the week end', () => {
    expect(toUtcWeeklySlot(1, 1, 180)).toEqual({ weekday: 7, hour: 22 });
    expect(fromUtcWeeklySlot(7, 22, 180)).toEqual({ weekday: 1, hour: 1 });
    expect(toUtcWeeklySlot(7, 23, -300)).toEqual({ weekday: 1, hour: 4 });
  });
});
