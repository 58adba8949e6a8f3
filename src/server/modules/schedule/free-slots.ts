import type { FreeSlot } from '../../../shared/contracts/schedule';
import { SCHEDULE_LIMITS, slotPriceMinor, utcWeekday, utcWeekStart } from '../../../shared/contracts/schedule';

const HOUR_MS = 3_600_000;
const LESSON_MS = SCHEDULE_LIMITS.lessonMinutes * 60_000;

export interface WeeklySlotRow {
  weekday: number;
  hour: number;
  coefficient_pct: number;
}

export interface FreeSlotInput {
  slots: readonly WeeklySlotRow[];
  /** Off: only the week starting at `weekStartMs` has slots (spec 3 repeat-next-week flag). */
  repeatNextWeek: boolean;
  weekStartMs: number;
  fromMs: number;
  toMs: number;
  nowMs: number;
  /** Starts (ms) of lessons that already hold the tutor's time. */
  booked: ReadonlySet<number>;
  rateMinor: number | null;
}

/** The instants of the weekly slots inside [from, to) that are in the future and not booked. */
export function freeSlotsIn(input: FreeSlotInput): FreeSlot[] {
  const byKey = new Map(input.slots.map((slot) => [`${slot.weekday}:${slot.hour}`, slot]));
  const result: FreeSlot[] = [];
  const first = Math.ceil(Math.max(input.fromMs, input.nowMs + 1) / HOUR_MS) * HOUR_MS;
  for (let t = first; t < input.toMs; t += HOUR_MS) {
    const slot = byKey.get(`${utcWeekday(t)}:${new Date(t).getUTCHours()}`);
    if (!slot || input.booked.has(t)) continue;
    if (!input.repeatNextWeek && utcWeekStart(t) !== input.weekStartMs) continue;
    const coefficient = slot.coefficient_pct / 100;
    result.push({
      startsAt: new Date(t).toISOString(),
      endsAt: new Date(t + LESSON_MS).toISOString(),
      coefficient,
      priceMinor: input.rateMinor === null ? null : slotPriceMinor(input.rateMinor, coefficient),
    });
  }
  return result;
}
