import type { FreeSlot, FreeSlots, ScheduleUpdateValues, TeacherSchedule } from '../../../shared/contracts/schedule';
import { isOnHourGrid, SCHEDULE_LIMITS, zonedWeekStart } from '../../../shared/contracts/schedule';
import { AppError } from '../../../shared/errors';
import type { Database } from '../../db/database';
import { freeSlotsIn } from './free-slots';
import * as q from './schedule.queries';
import type { ProfileFacade } from '../profile/profile.module';

export interface ScheduleDeps {
  db: Database;
  now: () => number;
  /** Working hours live on the profile (spec 3): saved with the week through its facade. */
  profiles: Pick<ProfileFacade, 'setWorkingHours'>;
}

const DAY_MS = 86_400_000;
const pct = (coefficient: number) => Math.round(coefficient * 100);
const hhmm = (value: string | null) => (value ? value.slice(0, 5) : null);

/**
 * The tutor's schedule (the schedule editor and my schedule): weekly slots on the
 * tutor's own clock (their profile's IANA zone), expanded per date, with
 * a price coefficient each, the tutor's own coefficient range, and the repeat-next-week flag.
 */
export function createScheduleService(deps: ScheduleDeps) {
  async function teacherOrThrow(teacherId: string) {
    const basics = await q.readTeacherBasics(deps.db, teacherId);
    if (!basics) throw new AppError('NOT_FOUND');
    return basics;
  }

  async function freeSlotsBetween(
    teacherId: string,
    fromMs: number,
    toMs: number,
    basics: { rate_minor: number | null; timezone: string },
  ) {
    const [settings, slots, booked] = await Promise.all([
      q.readScheduleSettings(deps.db, teacherId),
      q.readWeeklySlots(deps.db, teacherId),
      q.bookedStarts(deps.db, teacherId, new Date(fromMs), new Date(toMs)),
    ]);
    if (!settings) return [];
    return freeSlotsIn({
      slots,
      zone: basics.timezone,
      repeatNextWeek: settings.repeat_next_week,
      weekStartMs: settings.week_start.getTime(),
      fromMs,
      toMs,
      nowMs: deps.now(),
      booked,
      rateMinor: basics.rate_minor,
    });
  }

  return {
    async get(teacherId: string): Promise<TeacherSchedule> {
      const basics = await teacherOrThrow(teacherId);
      const [settings, slots] = await Promise.all([
        q.readScheduleSettings(deps.db, teacherId),
        q.readWeeklySlots(deps.db, teacherId),
      ]);
      return {
        workingFrom: hhmm(basics.working_from),
        workingTo: hhmm(basics.working_to),
        timezone: basics.timezone,
        minCoefficient: (settings?.min_coefficient_pct ?? pct(SCHEDULE_LIMITS.minCoefficient)) / 100,
        maxCoefficient: (settings?.max_coefficient_pct ?? pct(SCHEDULE_LIMITS.maxCoefficient)) / 100,
        repeatNextWeek: settings?.repeat_next_week ?? true,
        weekStart: settings?.week_start.toISOString() ?? null,
        slots: slots.map((s) => ({ weekday: s.weekday, hour: s.hour, coefficient: s.coefficient_pct / 100 })),
        rateMinor: basics.rate_minor,
        currency: basics.currency,
      };
    },

    async update(teacherId: string, input: ScheduleUpdateValues): Promise<TeacherSchedule> {
      const basics = await teacherOrThrow(teacherId);
      await q.saveSchedule(deps.db, deps.profiles, {
        teacherId,
        minPct: pct(input.minCoefficient),
        maxPct: pct(input.maxCoefficient),
        repeatNextWeek: input.repeatNextWeek,
        weekStart: new Date(zonedWeekStart(basics.timezone, deps.now())),
        at: new Date(deps.now()),
        workingFrom: input.workingFrom,
        workingTo: input.workingTo,
        slots: input.slots.map((s) => ({ weekday: s.weekday, hour: s.hour, coefficientPct: pct(s.coefficient) })),
      });
      return this.get(teacherId);
    },

    /** The open preview of a tutor's bookable slots; only tutors with a public page have one. */
    async freeSlots(teacherId: string, from: string | undefined, days: number): Promise<FreeSlots> {
      const basics = await q.readTeacherBasics(deps.db, teacherId);
      if (!basics || basics.verification_status !== 'DONE' || !basics.active || basics.deleted_at)
        throw new AppError('NOT_FOUND');
      const fromMs = from ? Date.parse(from) : deps.now();
      const toMs = fromMs + days * DAY_MS;
      return {
        teacherId,
        currency: basics.currency,
        rateMinor: basics.rate_minor,
        timezone: basics.timezone,
        from: new Date(fromMs).toISOString(),
        to: new Date(toMs).toISOString(),
        slots: await freeSlotsBetween(teacherId, fromMs, toMs, basics),
      };
    },

    /** A tutor's own free slots in a window ("my schedule"). */
    async ownFreeSlots(teacherId: string, fromMs: number, toMs: number): Promise<FreeSlot[]> {
      const basics = await q.readTeacherBasics(deps.db, teacherId);
      if (!basics) return [];
      return freeSlotsBetween(teacherId, fromMs, toMs, basics);
    },

    /**
     * The free slot starting at `startsAt`, or null when the tutor is not available then
     * (off the grid, past, outside the schedule, or booked). Booking still relies on the
     * database's unique index: this check only gives the early, friendly answer.
     */
    async freeSlotAt(teacherId: string, startsAtMs: number): Promise<FreeSlot | null> {
      if (!isOnHourGrid(startsAtMs) || startsAtMs <= deps.now()) return null;
      const basics = await q.readTeacherBasics(deps.db, teacherId);
      if (!basics) return null;
      const [slot] = await freeSlotsBetween(teacherId, startsAtMs, startsAtMs + 1, basics);
      return slot ?? null;
    },
  };
}
export type ScheduleService = ReturnType<typeof createScheduleService>;
