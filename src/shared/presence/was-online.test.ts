import { describe, expect, it } from 'vitest';
import { wasOnline } from './was-online';

const NOW = Date.UTC(2026, 10, 26, 22, 0);
const minutes = (n: number) => new Date(NOW - n * 60_000);

describe('wasOnline', () => {
  it('is online for activity within the last 5 minutes', () => {
    expect(wasOnline(minutes(0), NOW)).toEqual({ kind: 'online' });
    expect(wasOnline(minutes(4.9), NOW)).toEqual({ kind: 'online' });
  });

  it('counts a clock slightly ahead as online', () => {
    expect(wasOnline(new Date(NOW + 30_000), NOW)).toEqual({ kind: 'online' });
  });

  it('says minutes ago, not a date, for a user active minutes ago', () => {
    expect(wasOnline(minutes(5), NOW)).toEqual({ kind: 'ago', days: 0, hours: 0, minutes: 5 });
    expect(wasOnline(minutes(59), NOW)).toEqual({ kind: 'ago', days: 0, hours: 0, minutes: 59 });
  });

  it('gives days and hours below 5 days', () => {
    expect(wasOnline(minutes(60), NOW)).toEqual({ kind: 'ago', days: 0, hours: 1, minutes: 0 });
    expect(wasOnline(minutes(26 * 60 + 40), NOW)).toEqual({ kind: 'ago', days: 1, hours: 2, minutes: 0 });
    expect(wasOnline(minutes(5 * 24 * 60 - 1), NOW)).toEqual({ kind: 'ago', days: 4, hours: 23, minutes: 0 });
  });

  it('gives the date from 5 days on', () => {
    const at = minutes(5 * 24 * 60);
    expect(wasOnline(at, NOW)).toEqual({ kind: 'date', at });
    expect(wasOnline(at.toISOString(), NOW)).toEqual({ kind: 'date', at });
  });

  it('honours another recent-activity window', () => {
    expect(wasOnline(minutes(8), NOW, 10)).toEqual({ kind: 'online' });
  });

  it('says never for no time or a broken one', () => {
    expect(wasOnline(null, NOW)).toEqual({ kind: 'never' });
    expect(wasOnline('not a date', NOW)).toEqual({ kind: 'never' });
  });
});
