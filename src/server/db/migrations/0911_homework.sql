-- Homework and its tasks, with their statuses.
--
-- One homework per lesson. Its status drives the lesson's HOMETASK_* statuses through the lesson
-- transition table (ADD_HOMEWORK, EDIT_HOMEWORK, UPLOAD_HOMEWORK_RESULT, REVIEW_HOMEWORK) in the
-- same transaction as the change here. The final mark is on the Ukrainian school scale, 1 to 12.
create table homework (
  id uuid primary key default gen_random_uuid(),
  lesson_id uuid not null unique references lessons (id) on delete cascade,
  teacher_id uuid not null references users (id) on delete cascade,
  student_id uuid not null references users (id) on delete cascade,
  title text not null check (length(title) between 1 and 200),
  description text check (length(description) <= 10000),
  due_at timestamptz not null,
  status text not null default 'CREATED' check (status in ('CREATED', 'IN_REVIEW', 'DONE', 'REWORK_REQUIRED')),
  submitted_at timestamptz,
  review_comment text check (length(review_comment) <= 10000),
  final_mark smallint check (final_mark between 1 and 12),
  created_at timestamptz not null,
  updated_at timestamptz not null,
  check ((status = 'DONE') = (final_mark is not null))
);
-- The dashboards: the tutor's work to review, the student's work due.
create index homework_teacher_idx on homework (teacher_id, status, updated_at);
create index homework_student_idx on homework (student_id, status, due_at);

create table homework_tasks (
  id uuid primary key default gen_random_uuid(),
  homework_id uuid not null references homework (id) on delete cascade,
  -- 1 is the most important; the list is shown by priority, then by position.
  priority smallint not null check (priority between 1 and 5),
  position smallint not null,
  title text not null check (length(title) between 1 and 200),
  description text check (length(description) <= 10000),
  required boolean not null default true,
  status text not null default 'CREATED' check (status in ('CREATED', 'IN_REVIEW', 'DONE', 'REWORK_REQUIRED')),
  result_text text check (length(result_text) <= 10000),
  review_comment text check (length(review_comment) <= 10000),
  created_at timestamptz not null,
  updated_at timestamptz not null
);
create index homework_tasks_homework_idx on homework_tasks (homework_id, position);

-- Files in the FileStorage port (never under the public /open/files path): the tutor's
-- materials of a task (TASK) and the student's results (RESULT). Only the lesson's two
-- participants read them; only the uploader removes one, while the homework is open to changes.
create table homework_files (
  id uuid primary key default gen_random_uuid(),
  task_id uuid not null references homework_tasks (id) on delete cascade,
  kind text not null check (kind in ('TASK', 'RESULT')),
  uploader_id uuid not null references users (id) on delete cascade,
  storage_key text not null,
  name text not null,
  byte_size integer not null,
  created_at timestamptz not null
);
create index homework_files_task_idx on homework_files (task_id, created_at);
