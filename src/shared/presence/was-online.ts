import { LIMITS } from '../constants';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** "'Was online' text shows days and hours below 5 days and a date from 5 days on." */
const DATE_FROM_DAYS = 5;

/**
 * What the 'was online' text says about a user, before it is put into words: online (active in
 * the last 5 minutes), how long ago (below 5 days), on which date (from 5 days on), or
 * never seen. Below an hour the minutes are given too, so "an hour ago" never stands for "just now".
 */
export type WasOnline =
  | { kind: 'online' }
  | { kind: 'ago'; days: number; hours: number; minutes: number }
  | { kind: 'date'; at: Date }
  | { kind: 'never' };

/**
 * One rule for every place that shows presence (the tutor page, the chat list and the chat's
 * header). `now` is passed in so the text is the same on the server and in tests. A last-seen
 * time in the future (a clock a little ahead) counts as online.
 */
export function wasOnline(
  lastSeenAt: Date | string | null | undefined,
  now: number,
  recentlyActiveMinutes: number = LIMITS.recentlyActiveMinutes,
): WasOnline {
  if (lastSeenAt === null || lastSeenAt === undefined) return { kind: 'never' };
  const at = typeof lastSeenAt === 'string' ? new Date(lastSeenAt) : lastSeenAt;
  if (Number.isNaN(at.getTime())) return { kind: 'never' };
  const elapsed = now - at.getTime();
  if (elapsed < recentlyActiveMinutes * MINUTE) return { kind: 'online' };
  if (elapsed >= DATE_FROM_DAYS * DAY) return { kind: 'date', at };
  const days = Math.floor(elapsed / DAY);
  const hours = Math.floor((elapsed % DAY) / HOUR);
  const minutes = days === 0 && hours === 0 ? Math.floor(elapsed / MINUTE) : 0;
  return { kind: 'ago', days, hours, minutes };
}
