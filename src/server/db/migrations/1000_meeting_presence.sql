-- Who is in a lesson's meeting room right now: one row per participant, refreshed by
-- the client's heartbeat. A row whose seen_at is older than the lease is someone who left without
-- saying so (closed laptop, crash); it still names the session that a reconnect resumes.
create table meeting_presence (
  lesson_id uuid not null references lessons (id) on delete cascade,
  user_id uuid not null references users (id) on delete cascade,
  -- The browser tab's random id: signals are addressed to it, a second tab is "already in meeting".
  session_id text not null,
  -- One share at a time per room (else "screen already shared").
  sharing_screen boolean not null default false,
  joined_at timestamptz not null,
  seen_at timestamptz not null,
  primary key (lesson_id, user_id)
);
