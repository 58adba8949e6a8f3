-- Exam practice attempts on the server. A result row is now the attempt from
-- its start: the server fixes its deadline (started_at + the quiz's max_time; a small grace is the
-- application's), keeps the partial answers and the question the student was on, so a run resumes
-- after a reload or on another device, and only a started attempt can be scored.
--
-- A guest's attempt has no user yet: its holder proves it with a random key whose SHA-256 is kept
-- here; signing in claims it (user_id set, key cleared).
alter table quiz_results alter column user_id drop not null;
alter table quiz_results add column guest_key_hash text;
alter table quiz_results add column deadline_at timestamptz;
alter table quiz_results add column current_question_index integer not null default 0
  check (current_question_index >= 0);
alter table quiz_results add column updated_at timestamptz;
alter table quiz_results add constraint quiz_results_owner_check
  check (user_id is not null or guest_key_hash is not null);

update quiz_results r
set deadline_at = r.started_at + q.max_time * interval '1 minute',
    updated_at = coalesce(r.finished_at, r.started_at)
from quizzes q
where q.id = r.quiz_id;

alter table quiz_results alter column deadline_at set not null;

-- "The open attempt of this user at this quiz" is read on every start.
create index quiz_results_open_idx on quiz_results (user_id, quiz_id) where status = 'IN_PROGRESS';
