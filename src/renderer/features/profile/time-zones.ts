/*
 * Time zones for the teacher profile (working hours are in the teacher's zone): the IANA list
 * the browser knows, each with its current UTC offset, ordered west to east.
 */

export interface TimeZoneOption {
  value: string;
  /** "UTC+02:00" now (daylight saving included), or "UTC" for a zero offset. */
  offset: string;
  /** Minutes east of UTC now, for ordering. */
  minutes: number;
}

import { canonicalTimeZone } from '../../../shared/time-zones';

let browserZone: string | null = null;

/** The zone the browser runs in, or Kyiv where the browser does not say (read once: ~30 ms here). */
export function browserTimeZone(): string {
  if (browserZone) return browserZone;
  try {
    // Canonical: Chromium reports Kyiv as "Europe/Kiev".
    browserZone = canonicalTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone || 'Europe/Kyiv');
  } catch {
    browserZone = 'Europe/Kyiv';
  }
  return browserZone;
}

/** Minutes east of UTC of `zone` at `at`; 0 for a zone the browser does not know. */
export function offsetMinutes(zone: string, at: Date = new Date()): number {
  try {
    const name = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
      .formatToParts(at)
      .find((part) => part.type === 'timeZoneName')?.value;
    const match = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name ?? '');
    if (!match) return 0;
    const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
    return match[1] === '-' ? -minutes : minutes;
  } catch {
    return 0;
  }
}

/** "UTC+02:00", "UTC-03:30", "UTC±00:00". */
export function formatOffset(minutes: number): string {
  if (minutes === 0) return 'UTC±00:00';
  const sign = minutes > 0 ? '+' : '-';
  const abs = Math.abs(minutes);
  const hours = String(Math.floor(abs / 60)).padStart(2, '0');
  const rest = String(abs % 60).padStart(2, '0');
  return `UTC${sign}${hours}:${rest}`;
}

function supportedZones(): string[] {
  const intl = Intl as typeof Intl & { supportedValuesOf?: (key: 'timeZone') => string[] };
  try {
    return intl.supportedValuesOf?.('timeZone') ?? [];
  } catch {
    return [];
  }
}

/**
 * Every zone of the browser plus `keep` (the stored or default zone, which an older browser
 * may not list), by offset and then by name.
 */
export function timeZoneOptions(keep: readonly string[] = [], at: Date = new Date()): TimeZoneOption[] {
  return optionsFor([...supportedZones(), ...keep], at);
}

/** Only the zones named in `keep`, by offset: what the field shows until the whole list is ready. */
export function keptTimeZoneOptions(keep: readonly string[], at: Date = new Date()): TimeZoneOption[] {
  return optionsFor(keep, at);
}

/** West to east, then by name. */
export function byOffsetThenName(a: TimeZoneOption, b: TimeZoneOption): number {
  return a.minutes - b.minutes || a.value.localeCompare(b.value);
}

function optionsFor(names: readonly string[], at: Date): TimeZoneOption[] {
  // An old name and its canonical zone are one option, under the canonical name.
  const zones = new Set(names.filter(Boolean).map(canonicalTimeZone));
  return [...zones]
    .map((value) => {
      const minutes = offsetMinutes(value, at);
      return { value, minutes, offset: formatOffset(minutes) };
    })
    .sort(byOffsetThenName);
}
