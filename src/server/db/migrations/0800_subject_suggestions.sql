-- Subjects a tutor misses in the list: the tutor terms promise a review within
-- 48 hours, so a suggestion is stored for the admins to read. One row per tutor and
-- name (case-insensitive); the service keeps a tutor to a few.
create table subject_suggestions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  name text not null check (length(name) between 2 and 100),
  created_at timestamptz not null
);
create unique index subject_suggestions_user_name_key on subject_suggestions (user_id, lower(name));
create index subject_suggestions_created_idx on subject_suggestions (created_at desc);
