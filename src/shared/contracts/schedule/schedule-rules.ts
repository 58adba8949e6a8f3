/**
 * Schedule figures and pure time rules shared by the schedule editor, the booking screens and the
 * server. Every lesson starts on a whole UTC hour and lasts 50 minutes, so two lessons of
 * one tutor overlap exactly when they start at the same instant: the database enforces
 * no-double-booking with a unique index on (teacher, start) (docs/requests/statuses.md).
 */
export const SCHEDULE_LIMITS = {
  lessonMinutes: 50,
  /** Slots sit on a one-hour grid: 50 minutes of lesson and a 10-minute break. */
  slotMinutes: 60,
  /** Bounds of a slot's price coefficient (the minimum and maximum multiplier). */
  minCoefficient: 0.5,
  maxCoefficient: 3,
  defaultCoefficient: 1,
  /** 7 days × 24 hours. */
  maxWeeklySlots: 168,
  /** How far ahead the free-slot preview may look. */
  maxPreviewDays: 31,
} as const;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** ISO weekday of a UTC instant: 1 = Monday … 7 = Sunday. */
export function utcWeekday(ms: number): number {
  const day = new Date(ms).getUTCDay();
  return day === 0 ? 7 : day;
}

/** Monday 00:00 UTC of the week holding `ms`. */
export function utcWeekStart(ms: number): number {
  const midnight = Math.floor(ms / DAY_MS) * DAY_MS;
  return midnight - (utcWeekday(ms) - 1) * DAY_MS;
}

/** True when the instant starts a whole UTC hour (every lesson and slot does). */
export function isOnHourGrid(ms: number): boolean {
  return ms % HOUR_MS === 0;
}

/** A time zone offset as the app shows it: ±HH:00 (minutes are kept when a zone has them). */
export function formatUtcOffset(offsetMinutes: number): string {
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  const hh = String(Math.floor(abs / 60)).padStart(2, '0');
  const mm = String(abs % 60).padStart(2, '0');
  return `${sign}${hh}:${mm}`;
}

/** Price of one lesson in a slot: the tutor's rate times the slot's coefficient, in minor units. */
export function slotPriceMinor(rateMinor: number, coefficient: number): number {
  return Math.round(rateMinor * coefficient);
}

/**
 * Minutes a time zone is ahead of UTC at an instant (Kyiv: 120 in winter, 180 in summer), from
 * the platform's Intl data; the UI shows instants in the viewer's zone with this offset.
 */
export function zoneOffsetMinutes(timeZone: string, atMs: number): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(new Date(atMs));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'));
  return Math.round((asUtc - Math.floor(atMs / 60_000) * 60_000) / 60_000);
}

/**
 * A weekly slot the tutor picked in their own zone (ISO weekday, hour) as the UTC slot the API
 * stores, for a whole-hour offset; `fromUtcWeeklySlot` is the reverse for showing it.
 */
export function toUtcWeeklySlot(
  weekday: number,
  hour: number,
  offsetMinutes: number,
): { weekday: number; hour: number } {
  return shiftWeekHour(weekday, hour, -Math.round(offsetMinutes / 60));
}

export function fromUtcWeeklySlot(
  weekday: number,
  hour: number,
  offsetMinutes: number,
): { weekday: number; hour: number } {
  return shiftWeekHour(weekday, hour, Math.round(offsetMinutes / 60));
}

function shiftWeekHour(weekday: number, hour: number, byHours: number) {
  const index = ((((weekday - 1) * 24 + hour + byHours) % 168) + 168) % 168;
  return { weekday: Math.floor(index / 24) + 1, hour: index % 24 };
}
