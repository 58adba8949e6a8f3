import { describe, expect, it } from 'vitest';
import { formatOffset, keptTimeZoneOptions, offsetMinutes, timeZoneOptions } from './time-zones';

describe('time zones', () => {
  it('formats offsets as ±HH:MM', () => {
    expect(formatOffset(120)).toBe('UTC+02:00');
    expect(formatOffset(-210)).toBe('UTC-03:30');
    expect(formatOffset(0)).toBe('UTC±00:00');
  });

  it("reads a zone's offset at a moment, daylight saving included", () => {
    expect(offsetMinutes('Europe/Kyiv', new Date('2026-01-15T12:00:00Z'))).toBe(120);
    expect(offsetMinutes('Europe/Kyiv', new Date('2026-07-15T12:00:00Z'))).toBe(180);
    expect(offsetMinutes('America/St_Johns', new Date('2026-01-15T12:00:00Z'))).toBe(-210);
    expect(offsetMinutes('Not/AZone')).toBe(0);
  });

  it('lists the IANA zones west to east and keeps a zone the list lacks', () => {
    const at = new Date('2026-01-15T12:00:00Z');
    // Older ICU lists Kyiv under its former name only; the stored zone is kept either way.
    const options = timeZoneOptions(['Europe/Kyiv'], at);
    expect(options.length).toBeGreaterThan(300);
    expect(options.map((o) => o.value)).toContain('Europe/Kyiv');
    expect(options.map((o) => o.value)).toContain('America/New_York');
    const minutes = options.map((o) => o.minutes);
    expect([...minutes].sort((a, b) => a - b)).toEqual(minutes);
    expect(options.find((o) => o.value === 'Europe/Kyiv')?.offset).toBe('UTC+02:00');
  });

  it('lists only the kept zones, by offset, for the first render', () => {
    const at = new Date('2026-01-15T12:00:00Z');
    expect(keptTimeZoneOptions(['Asia/Tokyo', '', 'Europe/Warsaw', 'Asia/Tokyo'], at)).toEqual([
      { value: 'Europe/Warsaw', minutes: 60, offset: 'UTC+01:00' },
      { value: 'Asia/Tokyo', minutes: 540, offset: 'UTC+09:00' },
    ]);
  });
});
