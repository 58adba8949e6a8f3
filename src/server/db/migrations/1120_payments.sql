-- Card payments through an acquirer (payment status and transaction).
-- A payment is one acquirer invoice: a balance top-up (paymentType debit) or a lesson's price held
-- on the student's card (paymentType hold) until the lesson completes. The ledger (money-ledger)
-- records what the money did; this table records what the acquirer said, once per change.
create table payments (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete restrict,
  purpose text not null check (purpose in ('TOP_UP', 'LESSON')),
  lesson_id uuid references lessons (id) on delete restrict,
  -- Which adapter created the invoice: its webhooks and polls are the only ones applied to it.
  provider text not null check (provider in ('sandbox', 'monobank')),
  invoice_id text,
  page_url text,
  amount_minor integer not null check (amount_minor > 0),
  -- ISO 4217 numeric (980 = UAH): what the acquirer's ccy field carries.
  ccy integer not null default 980,
  payment_type text not null check (payment_type in ('debit', 'hold')),
  status text not null default 'CREATED' check (status in ('CREATED', 'AUTHORIZED', 'CAPTURED', 'CANCELED')),
  transaction_status text not null default 'CREATED'
    check (transaction_status in ('SUCCESS', 'FAILURE', 'PROCESSING', 'CREATED', 'EXPIRED')),
  -- The acquirer's own status word and its modifiedDate: an update older than this is ignored,
  -- so webhooks arriving out of order never move a payment backwards.
  provider_status text not null default 'created',
  provider_modified_at timestamptz,
  failure_reason text,
  -- What the client sent with its request: the same key answers the same payment again.
  idempotency_key text not null,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  unique (user_id, idempotency_key),
  unique (provider, invoice_id)
);
create index payments_user_idx on payments (user_id, created_at desc);
create index payments_lesson_idx on payments (lesson_id) where lesson_id is not null;
-- The poll job's queue: payments the acquirer has not finished with.
create index payments_open_idx on payments (updated_at)
  where transaction_status in ('CREATED', 'PROCESSING') or status = 'AUTHORIZED';

-- Every status a webhook or poll applied (an audit trail; replays add nothing).
create table payment_status_changes (
  id bigint generated always as identity primary key,
  payment_id uuid not null references payments (id) on delete cascade,
  source text not null check (source in ('webhook', 'poll', 'action')),
  provider_status text not null,
  provider_modified_at timestamptz not null,
  status text not null,
  transaction_status text not null,
  created_at timestamptz not null,
  unique (payment_id, provider_status, provider_modified_at)
);

-- The sandbox acquirer's own books: it plays the part of an outside provider,
-- so it keeps its invoices apart from ours and speaks to us only through webhooks and its API.
create table sandbox_acquirer_invoices (
  invoice_id text primary key,
  amount integer not null,
  ccy integer not null,
  payment_type text not null check (payment_type in ('debit', 'hold')),
  status text not null check (status in ('created', 'processing', 'hold', 'success', 'failure', 'reversed', 'expired')),
  final_amount integer not null default 0,
  reference text not null,
  destination text not null,
  redirect_url text not null,
  webhook_url text not null,
  failure_reason text,
  masked_pan text,
  -- Set while a card waits for its 3-D Secure code.
  pending_3ds boolean not null default false,
  created_date timestamptz not null,
  modified_date timestamptz not null,
  -- Unpaid by then, the invoice expires (monobank's validity).
  expires_at timestamptz not null
);

-- The sandbox's signing key (ECDSA P-256), generated once so every server process and restart
-- signs with the same key that its /pubkey answers.
create table sandbox_acquirer_keys (
  id smallint primary key check (id = 1),
  private_key_pem text not null,
  public_key_pem text not null,
  created_at timestamptz not null
);
