import type { FreeSlot } from '../../../shared/contracts/schedule';
import {
  isOnHourGrid,
  mondayKey,
  SCHEDULE_LIMITS,
  slotPriceMinor,
  zonedDayHour,
  zonedDaysBetween,
  zonedHourStart,
  zonedWeekKey,
} from '../../../shared/contracts/schedule';

const LESSON_MS = SCHEDULE_LIMITS.lessonMinutes * 60_000;

/** A weekly slot: ISO weekday and hour on the tutor's own clock (migration 0620). */
export interface WeeklySlotRow {
  weekday: number;
  hour: number;
  coefficient_pct: number;
}

export interface FreeSlotInput {
  slots: readonly WeeklySlotRow[];
  /** The tutor's IANA zone: the weekly hours are wall-clock hours there. */
  zone: string;
  /** Off: only the week starting at `weekStartMs` has slots (the repeat-next-week flag). */
  repeatNextWeek: boolean;
  weekStartMs: number;
  fromMs: number;
  toMs: number;
  nowMs: number;
  /** Starts (ms) of lessons that already hold the tutor's time. */
  booked: ReadonlySet<number>;
  rateMinor: number | null;
}

/**
 * The instants of the weekly slots inside [from, to) that are in the future and not booked,
 * expanded per calendar day in the tutor's zone, so each keeps its wall-clock hour whatever the
 * UTC offset of that day. An hour a daylight-saving jump skips, or one off the UTC hour grid
 * (a half-hour zone), is not offered.
 */
export function freeSlotsIn(input: FreeSlotInput): FreeSlot[] {
  const byWeekday = new Map<number, WeeklySlotRow[]>();
  for (const slot of input.slots) byWeekday.set(slot.weekday, [...(byWeekday.get(slot.weekday) ?? []), slot]);
  const savedWeek = zonedWeekKey(input.zone, input.weekStartMs);
  const earliest = Math.max(input.fromMs, input.nowMs + 1);
  const result: FreeSlot[] = [];
  for (const day of zonedDaysBetween(input.zone, input.fromMs, input.toMs)) {
    if (!input.repeatNextWeek && mondayKey(day) !== savedWeek) continue;
    for (const slot of byWeekday.get(day.weekday) ?? []) {
      const t = zonedHourStart(input.zone, day, slot.hour);
      if (t === null || !isOnHourGrid(t) || t < earliest || t >= input.toMs || input.booked.has(t)) continue;
      const coefficient = slot.coefficient_pct / 100;
      result.push({
        startsAt: new Date(t).toISOString(),
        endsAt: new Date(t + LESSON_MS).toISOString(),
        coefficient,
        priceMinor: input.rateMinor === null ? null : slotPriceMinor(input.rateMinor, coefficient),
      });
    }
  }
  return result.sort((a, b) => a.startsAt.localeCompare(b.startsAt));
}

/** The weekly slot an instant falls on in the tutor's zone, if the schedule has one. */
export function weeklySlotAt<T extends { weekday: number; hour: number }>(
  slots: readonly T[],
  zone: string,
  ms: number,
): T | undefined {
  const local = zonedDayHour(zone, ms);
  return slots.find((s) => s.weekday === local.weekday && s.hour === local.hour);
}
