import { describe, expect, it } from 'vitest';
import { buildWeekGrid, selectionFromSlots, slotsFromSelection, workingRows } from './schedule-grid';
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

describe('schedule grid', () => {
  it('keys a cell by the tutor’s own weekday and hour, whatever the UTC offset that week', () => {
    const grid = buildWeekGrid('Europe/Kyiv', Date.parse('2026-11-25T12:00:00Z'));
    // Monday 01:00 in Kyiv (Sunday 23:00 UTC) is the slot "Monday 01:00".
    expect(grid.cells[0]?.[1]).toMatchObject({ weekday: 1, hour: 1, startsAt: Date.parse('2026-11-22T23:00:00Z') });
    expect(grid.cells[0]?.[9]).toMatchObject({ weekday: 1, hour: 9, key: '1:9' });
    // After the spring change (29 March 2027) the same cell is the same slot at another instant.
    const summer = buildWeekGrid('Europe/Kyiv', Date.parse('2027-03-31T12:00:00Z'));
    expect(summer.cells[0]?.[9]).toMatchObject({ key: '1:9', startsAt: Date.parse('2027-03-29T06:00:00Z') });
  });

  it('offers no cell a half-hour zone cannot place on the UTC hour grid', () => {
    const grid = buildWeekGrid('Asia/Kolkata', Date.parse('2026-11-25T12:00:00Z'));
    expect(grid.cells.flat().every((cell) => cell === null)).toBe(true);
  });

  it('round-trips slots through the editor selection, sorted', () => {
    const slots = [
      { weekday: 3, hour: 9, coefficient: 1.2 },
      { weekday: 1, hour: 7, coefficient: 1 },
    ];
    expect(slotsFromSelection(selectionFromSlots(slots))).toEqual([slots[1], slots[0]]);
  });

  it('shows the working hours as rows, all hours when they make no sense', () => {
    expect(workingRows('09:00', '12:30')).toEqual([9, 10, 11, 12]);
    expect(workingRows('18:00', '09:00')).toHaveLength(24);
  });
});
