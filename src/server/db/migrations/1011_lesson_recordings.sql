-- Browser recordings of a lesson. MediaRecorder's timeslices are uploaded while
-- recording, one numbered chunk at a time: a chunk is stored once (a retry of a stored index is
-- answered as done) and never after a gap, so the chunks always form the file's prefix and a
-- dropped connection loses no finished chunk. The file is the chunks in order; the duration
-- MediaRecorder leaves out of a WebM is measured by the recorder and written in at the end.
create table lesson_recordings (
  id uuid primary key default gen_random_uuid(),
  lesson_id uuid not null references lessons (id) on delete cascade,
  started_by uuid not null references users (id),
  status text not null check (status in ('RECORDING', 'PAUSED', 'FINISHED')),
  mime_type text not null,
  chunk_count integer not null default 0,
  size_bytes bigint not null default 0,
  duration_ms integer,
  started_at timestamptz not null,
  finished_at timestamptz
);
create index lesson_recordings_lesson_idx on lesson_recordings (lesson_id, started_at);

create table lesson_recording_chunks (
  recording_id uuid not null references lesson_recordings (id) on delete cascade,
  chunk_index integer not null,
  size_bytes integer not null,
  primary key (recording_id, chunk_index)
);
