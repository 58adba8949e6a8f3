-- Tutor schedule, with a price coefficient per slot and a repeat-next-week flag.
-- Weekly slots are stored in UTC: ISO weekday (1 = Monday) and the hour a 50-minute lesson starts.
-- Coefficients are kept in hundredths (100 = ×1.00) so both drivers return plain integers.
create table teacher_schedules (
  teacher_id uuid primary key references users (id) on delete cascade,
  min_coefficient_pct smallint not null default 50,
  max_coefficient_pct smallint not null default 300,
  -- Off: the slots apply only to the week they were saved in (week_start); on: every week.
  repeat_next_week boolean not null default true,
  week_start timestamptz not null,
  updated_at timestamptz not null,
  check (min_coefficient_pct between 50 and 300),
  check (max_coefficient_pct between 50 and 300),
  check (min_coefficient_pct <= max_coefficient_pct)
);

create table teacher_schedule_slots (
  teacher_id uuid not null references teacher_schedules (teacher_id) on delete cascade,
  weekday smallint not null check (weekday between 1 and 7),
  hour smallint not null check (hour between 0 and 23),
  coefficient_pct smallint not null default 100 check (coefficient_pct between 50 and 300),
  primary key (teacher_id, weekday, hour)
);
