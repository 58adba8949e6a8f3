import { formatUtcOffset } from '../../shared/contracts/schedule';
import { canonicalTimeZone } from '../../shared/time-zones';

/*
 * Times are stored as UTC instants and shown in a viewer's IANA zone ("Timezone offset
 * shown as ±HH:00"). Intl knows every zone's rules, so the offset is read from it per instant
 * rather than assumed constant: a week that crosses a daylight-saving change keeps each slot on
 * the right wall-clock hour.
 */

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export interface LocalDate {
  year: number;
  /** 1..12 */
  month: number;
  day: number;
}

export interface ZonedParts extends LocalDate {
  hour: number;
  minute: number;
  /** ISO weekday: 1 = Monday … 7 = Sunday. */
  weekday: number;
}

const partFormatters = new Map<string, Intl.DateTimeFormat>();

function partFormatter(zone: string): Intl.DateTimeFormat {
  let formatter = partFormatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    partFormatters.set(zone, formatter);
  }
  return formatter;
}

/** The browser's own zone: the viewer's zone for every "shown in the viewer's zone" screen. */
export function viewerZone(): string {
  // Chromium reports some zones by their old names ("Europe/Kiev"): shown and sent canonical.
  return canonicalTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC');
}

/** Wall-clock fields of an instant in a zone. */
export function zonedParts(zone: string, ms: number): ZonedParts {
  const values: Record<string, number> = {};
  for (const part of partFormatter(zone).formatToParts(new Date(ms))) {
    if (part.type !== 'literal') values[part.type] = Number(part.value);
  }
  const year = values.year ?? 1970;
  const month = values.month ?? 1;
  const day = values.day ?? 1;
  const utcDay = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return {
    year,
    month,
    day,
    hour: (values.hour ?? 0) % 24,
    minute: values.minute ?? 0,
    weekday: utcDay === 0 ? 7 : utcDay,
  };
}

/** Minutes the zone is ahead of UTC at that instant (Kyiv in winter: 120). */
export function zoneOffsetMinutes(zone: string, ms: number): number {
  const p = zonedParts(zone, ms);
  const seconds = Math.floor(ms / 1000) % 60;
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, seconds);
  return Math.round((asUtc - (ms - (ms % 1000))) / 60_000);
}

/** "+02:00" for an instant in a zone. */
export function offsetLabel(zone: string, ms: number): string {
  return formatUtcOffset(zoneOffsetMinutes(zone, ms));
}

/** The instant a wall-clock time in a zone stands for (the later reading when a clock jumps back). */
export function zonedToUtc(zone: string, date: LocalDate, hour: number, minute = 0): number {
  const guess = Date.UTC(date.year, date.month - 1, date.day, hour, minute);
  const first = guess - zoneOffsetMinutes(zone, guess) * 60_000;
  return guess - zoneOffsetMinutes(zone, first) * 60_000;
}

/** A calendar date moved by whole days. */
export function addDays(date: LocalDate, days: number): LocalDate {
  const moved = new Date(Date.UTC(date.year, date.month - 1, date.day) + days * DAY_MS);
  return { year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() };
}

/** "2026-11-30", a stable key for a local date. */
export function dateKey(date: LocalDate): string {
  return `${date.year}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;
}

export function parseDateKey(key: string): LocalDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(key);
  if (!match) return null;
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

/** The seven local dates (Monday first) of the week holding `ms` in the zone. */
export function localWeek(zone: string, ms: number): LocalDate[] {
  const today = zonedParts(zone, ms);
  const monday = addDays(today, 1 - today.weekday);
  return Array.from({ length: 7 }, (_, index) => addDays(monday, index));
}

/** Groups instants by their local date in a zone, keeping their order. */
export function groupByLocalDate<T>(items: readonly T[], instant: (item: T) => string, zone: string) {
  const groups = new Map<string, { date: LocalDate; items: T[] }>();
  for (const item of items) {
    const parts = zonedParts(zone, Date.parse(instant(item)));
    const key = dateKey(parts);
    const group = groups.get(key) ?? { date: { year: parts.year, month: parts.month, day: parts.day }, items: [] };
    group.items.push(item);
    groups.set(key, group);
  }
  return [...groups.values()];
}

function localeOf(language: string): string {
  return language === 'en' ? 'en-GB' : 'uk-UA';
}

/** "Mon, 30 Nov" of a local date (formatted at its UTC noon so no zone can move it a day). */
export function formatLocalDate(date: LocalDate, language: string, style: 'short' | 'long' = 'short'): string {
  return new Intl.DateTimeFormat(localeOf(language), {
    timeZone: 'UTC',
    weekday: style === 'long' ? 'long' : 'short',
    day: 'numeric',
    month: style === 'long' ? 'long' : 'short',
  }).format(new Date(Date.UTC(date.year, date.month - 1, date.day, 12)));
}

/** "10:00" of an instant in a zone. */
export function formatTime(iso: string | number, zone: string, language: string): string {
  return new Intl.DateTimeFormat(localeOf(language), {
    timeZone: zone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));
}

/** "Mon, 30 Nov, 10:00" of an instant in a zone. */
export function formatDateTime(iso: string | number, zone: string, language: string): string {
  return new Intl.DateTimeFormat(localeOf(language), {
    timeZone: zone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));
}

/** "10:00–10:50" of a lesson or slot. */
export function formatTimeRange(startsAt: string, endsAt: string, zone: string, language: string): string {
  return `${formatTime(startsAt, zone, language)}–${formatTime(endsAt, zone, language)}`;
}

/** Money in minor units as "450 UAH" / "450,50 UAH". */
export function formatMoney(minor: number, currency: string, language: string): string {
  const value = minor / 100;
  const text = new Intl.NumberFormat(localeOf(language), {
    minimumFractionDigits: Number.isInteger(value) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(value);
  // Hryvnias read as the search's prices do (search/format.ts formatUah): "450 ₴", "UAH 450".
  if (currency === 'UAH') return language === 'en' ? `UAH\u00a0${text}` : `${text}\u00a0₴`;
  return `${text}\u00a0${currency}`;
}

export const HOUR = HOUR_MS;
export const DAY = DAY_MS;
