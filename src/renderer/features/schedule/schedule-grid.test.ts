import { describe, expect, it } from 'vitest';
import { buildWeekGrid, selectionFromSlots, slotsFromSelection, workingRows } from './schedule-grid';

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
