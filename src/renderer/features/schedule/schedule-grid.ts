import { isOnHourGrid, type WeeklySlot } from '../../../shared/contracts/schedule';
import { localWeek, zonedParts, zonedToUtc, type LocalDate } from '../../lib/zoned-time';

/*
 * The editor shows the week in the tutor's zone, and weekly slots are stored as that zone's
 * weekday and hour (migration 0620): a cell is the slot of its own weekday and wall-clock hour,
 * which the server expands per date, so it keeps its hour across a daylight-saving change. Cells
 * a zone cannot place on the UTC hour grid this week (a half-hour zone, the hour skipped by a
 * daylight-saving jump) are not offered.
 */

export interface GridCell {
  /** `${weekday}:${hour}` on the tutor's clock: the identity of a weekly slot. */
  key: string;
  weekday: number;
  hour: number;
  /** The instant this cell starts in the shown week. */
  startsAt: number;
}

export interface WeekGrid {
  days: LocalDate[];
  /** cells[dayIndex][localHour] */
  cells: (GridCell | null)[][];
}

export const slotKey = (weekday: number, hour: number) => `${weekday}:${hour}`;

export function buildWeekGrid(zone: string, referenceMs: number): WeekGrid {
  const days = localWeek(zone, referenceMs);
  const cells = days.map((day, dayIndex) =>
    Array.from({ length: 24 }, (_, localHour) => {
      const startsAt = zonedToUtc(zone, day, localHour);
      if (!isOnHourGrid(startsAt) || zonedParts(zone, startsAt).hour !== localHour) return null;
      const weekday = dayIndex + 1;
      return { key: slotKey(weekday, localHour), weekday, hour: localHour, startsAt };
    }),
  );
  return { days, cells };
}

/** The editor's working state: coefficient per selected slot key. */
export type SlotSelection = ReadonlyMap<string, number>;

export function selectionFromSlots(slots: readonly WeeklySlot[]): Map<string, number> {
  return new Map(slots.map((slot) => [slotKey(slot.weekday, slot.hour), slot.coefficient]));
}

export function slotsFromSelection(selection: SlotSelection): WeeklySlot[] {
  return [...selection.entries()]
    .map(([key, coefficient]) => {
      const [weekday = 1, hour = 0] = key.split(':').map(Number);
      return { weekday, hour, coefficient };
    })
    .sort((a, b) => a.weekday - b.weekday || a.hour - b.hour);
}

/** "09:00" → 9; the hour rows the grid shows by default are the working hours. */
export function hourOf(hhmm: string | null | undefined, fallback: number): number {
  const match = /^(\d{2}):(\d{2})$/.exec(hhmm ?? '');
  return match ? Number(match[1]) : fallback;
}

/** Rows from the start hour up to (not including) the end hour, rounded up when it has minutes. */
export function workingRows(from: string | null | undefined, to: string | null | undefined): number[] {
  const start = hourOf(from, 8);
  const toMatch = /^(\d{2}):(\d{2})$/.exec(to ?? '');
  const end = toMatch ? Number(toMatch[1]) + (Number(toMatch[2]) > 0 ? 1 : 0) : 20;
  if (end <= start) return Array.from({ length: 24 }, (_, hour) => hour);
  return Array.from({ length: end - start }, (_, index) => start + index);
}
