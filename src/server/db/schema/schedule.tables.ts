/** Migration 0400_schedule.sql: weekly slots in UTC; coefficients in hundredths. */
export interface ScheduleTables {
  teacher_schedules: {
    teacher_id: string;
    min_coefficient_pct: number;
    max_coefficient_pct: number;
    repeat_next_week: boolean;
    week_start: Date;
    updated_at: Date;
  };
  teacher_schedule_slots: {
    teacher_id: string;
    /** ISO weekday in UTC, 1 = Monday. */
    weekday: number;
    /** UTC hour the lesson starts. */
    hour: number;
    coefficient_pct: number;
  };
}
