-- Lessons: booked from a request slot or created by the tutor directly.
--
-- No double booking, enforced by the database: every lesson starts on a whole UTC hour (check
-- below) and lasts 50 minutes, so two lessons of one tutor overlap exactly when they start at the
-- same instant. A unique partial index on (teacher_id, starts_at) over the lessons that hold time
-- (every status but CANCELED) therefore forbids overlaps. An exclusion constraint over time ranges
-- would need btree_gist, which PGlite does not ship; the grid makes it unnecessary.
create table lessons (
  id uuid primary key default gen_random_uuid(),
  teacher_id uuid not null references users (id) on delete cascade,
  student_id uuid not null references users (id) on delete cascade,
  subject_code text not null references categories (code),
  starts_at timestamptz not null,
  duration_minutes smallint not null default 50 check (duration_minutes = 50),
  price_minor integer not null check (price_minor >= 0),
  currency char(3) not null references currencies (code),
  free_lesson boolean not null default false,
  type text not null default 'ONLINE' check (type in ('ONLINE', 'OFFLINE')),
  title text,
  description text,
  status text not null default 'CREATED' check (status in
    ('CREATED', 'READY_TO_START', 'MEETING_COMPLETED', 'HOMETASK_ADDED', 'HOMETASK_SUBMITTED', 'COMPLETED', 'CANCELED')),
  request_id uuid references lesson_requests (id) on delete set null,
  created_by uuid not null references users (id) on delete cascade,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  check (mod(extract(epoch from starts_at)::numeric, 3600) = 0),
  check (teacher_id <> student_id),
  check (not free_lesson or price_minor = 0)
);
create unique index lessons_teacher_slot_key on lessons (teacher_id, starts_at) where status <> 'CANCELED';
create index lessons_student_idx on lessons (student_id, starts_at);
create index lessons_teacher_idx on lessons (teacher_id, starts_at);
