-- Drawboards (a name and operations each): a lesson's boards and
-- their tldraw records. The board's live state is a tldraw TLSocketRoom on the server; what it
-- holds is written here a record at a time (a row per shape, page, binding…, and a row with a
-- null state for each deleted record, tldraw's tombstone), so a write touches only what changed
-- and a board opens again after a reload, a server restart or the end of the lesson.
create table drawboards (
  id uuid primary key default gen_random_uuid(),
  lesson_id uuid not null references lessons (id) on delete cascade,
  name text not null,
  created_by uuid not null references users (id),
  -- tldraw's document clock when the records were last written, and the serialized schema
  -- they were written with (tldraw migrates older records when it loads them).
  document_clock integer not null default 0,
  -- Deletions before this clock are forgotten; clients older than it get the whole board again.
  tombstones_from_clock integer not null default 0,
  record_schema jsonb,
  created_at timestamptz not null,
  updated_at timestamptz not null
);
create index drawboards_lesson_idx on drawboards (lesson_id, created_at);

create table drawboard_records (
  drawboard_id uuid not null references drawboards (id) on delete cascade,
  record_id text not null,
  -- The record as tldraw stores it; null once deleted (a tombstone).
  state jsonb,
  changed_clock integer not null,
  primary key (drawboard_id, record_id)
);
