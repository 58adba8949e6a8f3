-- Domain events: an outbox written in the transaction of the change it reports, read
-- by a dispatcher that hands each event to named handlers (src/server/events).
--
-- Position is (transaction_id, id), not id alone: a transaction can take a lower id and commit
-- after a higher one, so readers only look below the oldest running transaction
-- (pg_snapshot_xmin) and order by both columns; nothing can then appear behind a checkpoint.
create table events (
  id bigint generated always as identity primary key,
  transaction_id xid8 not null default pg_current_xact_id(),
  type text not null,
  aggregate_type text not null,
  aggregate_id text not null,
  payload jsonb not null default '{}',
  created_at timestamptz not null default now()
);
create index events_position on events (transaction_id, id);

-- How far each handler has read: moved in the same transaction as the handler's own writes.
create table event_checkpoints (
  handler text primary key,
  transaction_id xid8 not null default '0',
  event_id bigint not null default 0,
  updated_at timestamptz not null default now()
);

-- Events a handler failed on, and those of the same aggregate queued behind them (attempts 0),
-- retried with backoff in position order, so one failing event never blocks other aggregates or
-- other handlers and later events of its aggregate never overtake it.
create table event_retries (
  handler text not null,
  event_id bigint not null references events (id) on delete cascade,
  aggregate_type text not null,
  aggregate_id text not null,
  attempts integer not null default 0,
  run_at timestamptz not null,
  last_error text,
  primary key (handler, event_id)
);
create index event_retries_aggregate on event_retries (handler, aggregate_type, aggregate_id, event_id);
create index event_retries_due on event_retries (run_at);
