import { TZDate } from '@date-fns/tz';

/*
 * Weekly hours live in the tutor's IANA zone: "Monday 09:00" stays 09:00 on the
 * tutor's clock across a daylight-saving change (Kyiv, 29 March 2027), so it stands for a
 * different UTC instant before and after it. The zone rules come from @date-fns/tz (the
 * platform's Intl data), never from hand-written offsets. docs/schedule-and-quiz-attempts.md.
 */

const DAY_MS = 86_400_000;

export interface ZonedDay {
  year: number;
  /** 1..12 */
  month: number;
  day: number;
  /** ISO weekday: 1 = Monday … 7 = Sunday. */
  weekday: number;
}

/** The tutor's calendar day and hour of an instant. */
export function zonedDayHour(zone: string, ms: number): ZonedDay & { hour: number; minute: number } {
  const date = new TZDate(ms, zone);
  const day = date.getDay();
  return {
    year: date.getFullYear(),
    month: date.getMonth() + 1,
    day: date.getDate(),
    weekday: day === 0 ? 7 : day,
    hour: date.getHours(),
    minute: date.getMinutes(),
  };
}

/**
 * The instant a weekly hour starts on a calendar day in the zone, or null when that wall-clock
 * hour does not exist that day (skipped by a spring-forward jump). A repeated hour (the autumn
 * jump back) resolves to one instant, so it is offered once.
 */
export function zonedHourStart(zone: string, day: { year: number; month: number; day: number }, hour: number) {
  const ms = new TZDate(day.year, day.month - 1, day.day, hour, 0, zone).getTime();
  const check = zonedDayHour(zone, ms);
  return check.hour === hour && check.minute === 0 && check.day === day.day ? ms : null;
}

/** The calendar days of the zone that [fromMs, toMs) touches, first to last. */
export function zonedDaysBetween(zone: string, fromMs: number, toMs: number): ZonedDay[] {
  const days: ZonedDay[] = [];
  const first = zonedDayHour(zone, fromMs);
  const last = zonedDayHour(zone, Math.max(fromMs, toMs - 1));
  // Walk calendar dates (at UTC noon, where no zone moves a date), not instants.
  let cursor = Date.UTC(first.year, first.month - 1, first.day, 12);
  const end = Date.UTC(last.year, last.month - 1, last.day, 12);
  for (; cursor <= end; cursor += DAY_MS) {
    const d = new Date(cursor);
    const weekday = d.getUTCDay();
    days.push({
      year: d.getUTCFullYear(),
      month: d.getUTCMonth() + 1,
      day: d.getUTCDate(),
      weekday: weekday === 0 ? 7 : weekday,
    });
  }
  return days;
}

/** "2027-03-29": the Monday of the zone's week holding the instant (a stable week key). */
export function zonedWeekKey(zone: string, ms: number): string {
  const today = zonedDayHour(zone, ms);
  return mondayKey(today);
}

/** The Monday key of a calendar day's week. */
export function mondayKey(day: ZonedDay): string {
  const monday = new Date(Date.UTC(day.year, day.month - 1, day.day, 12) - (day.weekday - 1) * DAY_MS);
  return monday.toISOString().slice(0, 10);
}

/** Monday 00:00 in the zone of the week holding the instant (stored as the schedule's week). */
export function zonedWeekStart(zone: string, ms: number): number {
  const [year, month, day] = zonedWeekKey(zone, ms).split('-').map(Number) as [number, number, number];
  return new TZDate(year, month - 1, day, 0, 0, zone).getTime();
}
