-- When each periodic job last did its work (src/server/jobs/job-runs.ts): a daily job then runs
-- once a day across restarts and across server processes, not once per process start.
create table job_runs (
  name text primary key,
  last_run_at timestamptz not null
);
