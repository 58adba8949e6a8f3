import { SLOT_HOLDING_LESSON_STATUSES } from '../../../shared/contracts/lessons/lesson-enums';
import type { Database } from '../../db/database';
import type { ProfileFacade } from '../profile/profile.module';

/** A tutor's profile facts the schedule needs; null when the user has no teacher profile. */
export function readTeacherBasics(db: Database, teacherId: string) {
  return db
    .selectFrom('teacher_profiles as tp')
    .innerJoin('users as u', 'u.id', 'tp.user_id')
    .select([
      'tp.user_id',
      'tp.rate_minor',
      'tp.currency',
      'tp.timezone',
      'tp.working_from',
      'tp.working_to',
      'tp.verification_status',
      'u.active',
      'u.deleted_at',
      'u.role',
    ])
    .where('tp.user_id', '=', teacherId)
    .executeTakeFirst();
}

export function readScheduleSettings(db: Database, teacherId: string) {
  return db.selectFrom('teacher_schedules').selectAll().where('teacher_id', '=', teacherId).executeTakeFirst();
}

export function readWeeklySlots(db: Database, teacherId: string) {
  return db
    .selectFrom('teacher_schedule_slots')
    .select(['weekday', 'hour', 'coefficient_pct'])
    .where('teacher_id', '=', teacherId)
    .orderBy('weekday')
    .orderBy('hour')
    .execute();
}

export interface ScheduleWrite {
  teacherId: string;
  minPct: number;
  maxPct: number;
  repeatNextWeek: boolean;
  weekStart: Date;
  at: Date;
  workingFrom: string;
  workingTo: string;
  slots: { weekday: number; hour: number; coefficientPct: number }[];
}

/** Replaces the schedule in one transaction (the editor saves the whole week at once). */
export async function saveSchedule(
  db: Database,
  profiles: Pick<ProfileFacade, 'setWorkingHours'>,
  s: ScheduleWrite,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('teacher_schedules')
      .values({
        teacher_id: s.teacherId,
        min_coefficient_pct: s.minPct,
        max_coefficient_pct: s.maxPct,
        repeat_next_week: s.repeatNextWeek,
        week_start: s.weekStart,
        updated_at: s.at,
      })
      .onConflict((oc) =>
        oc.column('teacher_id').doUpdateSet({
          min_coefficient_pct: s.minPct,
          max_coefficient_pct: s.maxPct,
          repeat_next_week: s.repeatNextWeek,
          week_start: s.weekStart,
          updated_at: s.at,
        }),
      )
      .execute();
    await trx.deleteFrom('teacher_schedule_slots').where('teacher_id', '=', s.teacherId).execute();
    if (s.slots.length > 0) {
      await trx
        .insertInto('teacher_schedule_slots')
        .values(
          s.slots.map((slot) => ({
            teacher_id: s.teacherId,
            weekday: slot.weekday,
            hour: slot.hour,
            coefficient_pct: slot.coefficientPct,
          })),
        )
        .execute();
    }
    // Working hours live on the profile, which the schedule editor also sets.
    await profiles.setWorkingHours(trx, s.teacherId, { from: s.workingFrom, to: s.workingTo }, s.at);
  });
}

/** Starts of the tutor's lessons that hold time inside [from, to). */
export async function bookedStarts(db: Database, teacherId: string, from: Date, to: Date): Promise<Set<number>> {
  const rows = await db
    .selectFrom('lessons')
    .select('starts_at')
    .where('teacher_id', '=', teacherId)
    .where('status', 'in', SLOT_HOLDING_LESSON_STATUSES)
    .where('starts_at', '>=', from)
    .where('starts_at', '<', to)
    .execute();
  return new Set(rows.map((row) => row.starts_at.getTime()));
}
