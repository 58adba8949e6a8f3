-- The first answer of a money call, kept with its idempotency key (docs/money/ledger.md): a retry
-- with the same key and body gets this status and body again, as Stripe answers a replayed key,
-- instead of an answer read from whatever the balance is by then. Written in the transaction of
-- the posting it answers, so a committed posting always has its answer and a rolled-back one none.
create table ledger_request_answers (
  idempotency_key text primary key references ledger_entries (idempotency_key),
  -- The fingerprint of the call (request-hash.ts): the same key with another body is refused.
  request_hash text not null,
  status_code integer not null check (status_code between 200 and 299),
  -- The answer's JSON exactly as first sent.
  body text not null,
  created_at timestamptz not null
);
