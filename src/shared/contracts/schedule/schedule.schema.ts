import { z } from 'zod';
import { SCHEDULE_LIMITS } from './schedule-rules';
import { text } from '../../validation/text';

const HHMM = text({ error: 'validation.required' }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'validation.invalid');

/** A price coefficient with at most two decimals, between the platform's bounds. */
export const Coefficient = z
  .number({ error: 'validation.invalid' })
  .min(SCHEDULE_LIMITS.minCoefficient, 'validation.coefficient-range')
  .max(SCHEDULE_LIMITS.maxCoefficient, 'validation.coefficient-range')
  .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, 'validation.invalid');

/**
 * One weekly slot on the tutor's own clock (their profile's IANA zone): ISO weekday (1 = Monday)
 * and the hour the 50-minute lesson starts. The server expands it per date in that zone, so it
 * keeps its wall-clock hour across daylight-saving changes (migration 0620).
 */
export const WeeklySlot = z
  .object({
    weekday: z
      .number({ error: 'validation.invalid' })
      .int('validation.invalid')
      .min(1, 'validation.invalid')
      .max(7, 'validation.invalid'),
    hour: z
      .number({ error: 'validation.invalid' })
      .int('validation.invalid')
      .min(0, 'validation.invalid')
      .max(23, 'validation.invalid'),
    coefficient: Coefficient.default(SCHEDULE_LIMITS.defaultCoefficient),
  })
  .meta({ id: 'WeeklySlot' });
export type WeeklySlot = z.output<typeof WeeklySlot>;

/**
 * The schedule editor's whole state, saved at once (PUT replaces the weekly slots).
 * `minCoefficient`/`maxCoefficient` are the tutor's own multiplier range, within the
 * platform's bounds; every slot's coefficient must lie inside it. `repeatNextWeek` off means the
 * slots apply only to the week they were saved in; on, they repeat every week.
 */
export const ScheduleUpdate = z
  .object({
    /** The tutor's working hours in their own zone, "HH:MM" (also on the teacher profile). */
    workingFrom: HHMM,
    workingTo: HHMM,
    minCoefficient: Coefficient.default(SCHEDULE_LIMITS.minCoefficient),
    maxCoefficient: Coefficient.default(SCHEDULE_LIMITS.maxCoefficient),
    repeatNextWeek: z.boolean({ error: 'validation.invalid' }).default(true),
    slots: z
      .array(WeeklySlot, { error: 'validation.invalid' })
      .max(SCHEDULE_LIMITS.maxWeeklySlots, 'validation.too-many'),
  })
  .superRefine((value, ctx) => {
    if (value.workingFrom >= value.workingTo)
      ctx.addIssue({ code: 'custom', path: ['workingTo'], message: 'validation.working-hours-order' });
    if (value.minCoefficient > value.maxCoefficient)
      ctx.addIssue({ code: 'custom', path: ['maxCoefficient'], message: 'validation.coefficient-order' });
    const seen = new Set<string>();
    value.slots.forEach((slot, index) => {
      const key = `${slot.weekday}:${slot.hour}`;
      if (seen.has(key)) ctx.addIssue({ code: 'custom', path: ['slots', index], message: 'validation.duplicate-slot' });
      seen.add(key);
      if (slot.coefficient < value.minCoefficient || slot.coefficient > value.maxCoefficient)
        ctx.addIssue({
          code: 'custom',
          path: ['slots', index, 'coefficient'],
          message: 'validation.coefficient-range',
        });
    });
  })
  .meta({ id: 'ScheduleUpdate' });
export type ScheduleUpdate = z.input<typeof ScheduleUpdate>;
export type ScheduleUpdateValues = z.output<typeof ScheduleUpdate>;

/** What the editor loads: the saved state plus the tutor's zone and rate for price previews. */
export const TeacherSchedule = z
  .object({
    workingFrom: text().nullable(),
    workingTo: text().nullable(),
    /** IANA zone of the tutor's profile, e.g. Europe/Kyiv. */
    timezone: text(),
    minCoefficient: z.number(),
    maxCoefficient: z.number(),
    repeatNextWeek: z.boolean(),
    /** Monday 00:00 UTC of the week the slots were saved in (ISO), null before the first save. */
    weekStart: text().nullable(),
    slots: z.array(WeeklySlot),
    rateMinor: z.number().int().nullable(),
    currency: text(),
  })
  .meta({ id: 'TeacherSchedule' });
export type TeacherSchedule = z.infer<typeof TeacherSchedule>;

/** One bookable 50-minute slot at a concrete instant (UTC, ISO). */
export const FreeSlot = z
  .object({
    startsAt: text(),
    endsAt: text(),
    coefficient: z.number(),
    /** Rate × coefficient in minor units; null while the tutor has no rate. */
    priceMinor: z.number().int().nullable(),
  })
  .meta({ id: 'FreeSlot' });
export type FreeSlot = z.infer<typeof FreeSlot>;

export const FreeSlotsQuery = z.object({
  /** Start of the window (ISO instant); defaults to now. Past instants are never offered. */
  from: z.iso.datetime({ offset: true, error: 'validation.invalid' }).optional(),
  days: z.coerce
    .number({ error: 'validation.invalid' })
    .int('validation.invalid')
    .min(1, 'validation.out-of-range')
    .max(SCHEDULE_LIMITS.maxPreviewDays, 'validation.out-of-range')
    .default(7),
});
export type FreeSlotsQuery = z.input<typeof FreeSlotsQuery>;

export const TutorIdParams = z.object({ id: z.uuid({ error: 'validation.invalid' }) });

export const FreeSlots = z
  .object({
    teacherId: text(),
    currency: text(),
    rateMinor: z.number().int().nullable(),
    timezone: text(),
    from: text(),
    to: text(),
    slots: z.array(FreeSlot),
  })
  .meta({ id: 'FreeSlots' });
export type FreeSlots = z.infer<typeof FreeSlots>;
