/** Migrations 0400/0620: weekly slots on the tutor's own clock (0620); coefficients in hundredths. */
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
    /** ISO weekday in the tutor's zone, 1 = Monday. */
    weekday: number;
    /** Hour the lesson starts on the tutor's clock. */
    hour: number;
    coefficient_pct: number;
  };
}
