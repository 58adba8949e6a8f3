-- Lesson lifecycle (docs/lessons/lifecycle.md): what the time rules of the transition
-- table read besides the status. A lesson is "missed" (nobody is charged) when its meeting did not
-- take place with both sides, so the meeting start and the student's first join are recorded.
alter table lessons add column meeting_started_at timestamptz;
alter table lessons add column student_joined_at timestamptz;
alter table lessons add column meeting_ended_at timestamptz;
alter table lessons add column completed_at timestamptz;
alter table lessons add column canceled_at timestamptz;
alter table lessons add column canceled_by uuid references users (id) on delete set null;
alter table lessons add column late_cancel boolean not null default false;
