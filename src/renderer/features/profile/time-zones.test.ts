import { describe, expect, it } from 'vitest';
import type { SafeStorage } from '../../platform/storage';
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

describe('the time-zone picker', () => {
  it('names zones in the language, grouped with Ukraine first, and stores the canonical name', async () => {
    const { createI18n } = await import('../../i18n');
    const { timeZoneGroups } = await import('./time-zone-groups');
    const { zoneLabel } = await import('../../lib/zone-names');
    const at = Date.parse('2026-01-15T12:00:00Z');
    const others = keptTimeZoneOptions(['Europe/Kiev', 'Asia/Kathmandu'], new Date(at));
    // The old name the browser reports is one option, under the canonical name.
    expect(others.map((o) => o.value)).toEqual(['Europe/Kyiv', 'Asia/Kathmandu']);
    for (const [language, kyiv, ukraine, warsaw, other] of [
      ['uk', 'Київ (UTC+02:00)', 'Україна', 'Варшава (UTC+01:00)', 'Asia/Kathmandu (UTC+05:45)'],
      ['en', 'Kyiv (UTC+02:00)', 'Ukraine', 'Warsaw (UTC+01:00)', 'Asia/Kathmandu (UTC+05:45)'],
    ] as const) {
      const i18n = await createI18n({ storage: memory(language), doc: null });
      await i18n.loadNamespaces('time-zones');
      const t = i18n.getFixedT(language);
      const groups = timeZoneGroups(t, others, at);
      expect(groups[0]).toEqual({ label: ukraine, options: [{ value: 'Europe/Kyiv', label: kyiv }] });
      expect(groups.flatMap((g) => g.options).find((o) => o.value === 'Europe/Warsaw')?.label).toBe(warsaw);
      expect(groups.at(-1)?.options).toEqual([{ value: 'Asia/Kathmandu', label: other }]);
      // Every screen names a zone the same way, the old name included.
      expect(zoneLabel(t, 'Europe/Kiev', at)).toBe(kyiv);
      expect(groups.flatMap((g) => g.options).some((o) => o.value === 'Europe/Kiev')).toBe(false);
    }
  });
});

function memory(language: string) {
  const values = new Map([['lang', language]]);
  return {
    getString: (key: string) => values.get(key) ?? null,
    setString: (key: string, value: string) => void values.set(key, value),
    getJson: () => null,
    setJson: () => undefined,
    remove: (key: string) => void values.delete(key),
  } as unknown as SafeStorage;
}
