-- The money ledger (docs/money/ledger.md): double entry in integer kopiykas.
--
-- A journal entry (ledger_entries) is one movement; its lines (ledger_lines) change account
-- balances and sum to zero. Lines are signed from the account holder's view: +100 on a user's
-- AVAILABLE account is 1 UAH more on their balance, and the -100 that balances it sits on the
-- account the money came from (the acquirer's clearing account for a card top-up). Entries and
-- lines are never updated or deleted: a correction is a new entry reversing an old one.
--
-- "Every entry sums to zero" is checked by the posting code inside the posting transaction
-- (ledger-posting.ts) and by the invariant tests, not by a trigger: PostgreSQL has no deferred
-- check constraints, and a deferred constraint trigger per line would cost every posting.

create table ledger_accounts (
  id uuid primary key default gen_random_uuid(),
  -- USER_AVAILABLE: what a user can spend or owes (negative after an unpaid platform fee);
  -- USER_HELD: money held for lesson payments not yet captured or released (two-phase);
  -- PLATFORM_REVENUE: platform fees earned; ACQUIRER_CLEARING: money in flight with the card
  -- acquirer; PLATFORM_ADJUSTMENTS: the other side of administrators' manual adjustments.
  kind text not null check (kind in
    ('USER_AVAILABLE', 'USER_HELD', 'PLATFORM_REVENUE', 'ACQUIRER_CLEARING', 'PLATFORM_ADJUSTMENTS')),
  user_id uuid references users (id),
  currency char(3) not null default 'UAH' references currencies (code),
  -- A cache of sum(ledger_lines.amount_minor) for this account, moved in the posting's
  -- transaction under the row lock that serialises postings to it; audits compare the two.
  balance_minor bigint not null default 0,
  updated_at timestamptz not null default now(),
  check ((kind in ('USER_AVAILABLE', 'USER_HELD')) = (user_id is not null)),
  -- A held amount can never be negative: releasing or capturing more than was held is refused.
  check (kind <> 'USER_HELD' or balance_minor >= 0),
  unique nulls not distinct (kind, user_id, currency)
);

create table ledger_entries (
  id uuid primary key default gen_random_uuid(),
  -- The caller's key: a retried posting finds its first result instead of moving money twice.
  idempotency_key text not null unique check (length(idempotency_key) between 1 and 200),
  -- sha256 of the request's canonical JSON: the same key with another body is refused.
  request_hash text not null,
  kind text not null check (kind in
    ('TOP_UP', 'HOLD', 'CAPTURE', 'RELEASE', 'PLATFORM_FEE', 'ADJUSTMENT', 'REVERSAL', 'TRANSFER')),
  -- For a REVERSAL: the entry it undoes (each entry can be reversed once).
  reverses_entry_id uuid unique references ledger_entries (id),
  memo text not null default '' check (length(memo) <= 500),
  -- Who caused it: the acting user, or null for the system (a webhook, an event handler).
  created_by uuid references users (id),
  created_at timestamptz not null default now()
);
create index ledger_entries_created_idx on ledger_entries (created_at);

create table ledger_lines (
  entry_id uuid not null references ledger_entries (id),
  position smallint not null,
  account_id uuid not null references ledger_accounts (id),
  amount_minor bigint not null check (amount_minor <> 0),
  primary key (entry_id, position)
);
create index ledger_lines_account_idx on ledger_lines (account_id);

-- Two-phase holds (HOUSE-STYLE 25): placed (AUTHORIZED), then captured or canceled exactly once.
-- Each phase is an entry of its own; the row only records which phase ended it.
create table ledger_holds (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id),
  amount_minor bigint not null check (amount_minor > 0),
  -- Payment statuses: AUTHORIZED while held, then CAPTURED or CANCELED.
  status text not null default 'AUTHORIZED' check (status in ('AUTHORIZED', 'CAPTURED', 'CANCELED')),
  lesson_id uuid references lessons (id),
  place_entry_id uuid not null unique references ledger_entries (id),
  settle_entry_id uuid unique references ledger_entries (id),
  created_at timestamptz not null,
  settled_at timestamptz,
  check ((status = 'AUTHORIZED') = (settle_entry_id is null))
);
-- One live hold per lesson: a second "pay from balance" of the same lesson is refused.
create unique index ledger_holds_lesson_key on ledger_holds (lesson_id) where status <> 'CANCELED';
create index ledger_holds_user_idx on ledger_holds (user_id, created_at desc);

-- What a user sees in "balance and transactions" (a transaction: amount, status, type,
-- payment method, reason). A card top-up exists here from CREATED, before any money moved; a
-- posted entry turns its rows to SUCCESS. Rows change status; money is only ever in the entries.
create table ledger_transactions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id),
  direction text not null check (direction in ('INCOMING', 'OUTGOING')),
  amount_minor bigint not null check (amount_minor > 0),
  currency char(3) not null default 'UAH' references currencies (code),
  -- Transaction statuses.
  status text not null check (status in ('SUCCESS', 'FAILURE', 'PROCESSING', 'CREATED', 'EXPIRED')),
  -- Payment statuses, for rows that are a payment (a hold, a card invoice).
  payment_status text check (payment_status in ('CREATED', 'AUTHORIZED', 'CAPTURED', 'CANCELED')),
  method text not null check (method in ('CARD', 'BALANCE', 'PLATFORM', 'ADMIN')),
  purpose text not null check (purpose in
    ('TOP_UP', 'LESSON_PAYMENT', 'LESSON_EARNING', 'PLATFORM_FEE', 'ADJUSTMENT', 'REFUND')),
  lesson_id uuid references lessons (id),
  hold_id uuid references ledger_holds (id),
  -- The entry that moved the money (null until then); a reversal links its own row.
  entry_id uuid references ledger_entries (id),
  -- The acquirer's invoice or payment id, for card rows (unique per acquirer payment).
  external_ref text unique,
  -- A short reason shown with the row (the administrator's reason for an adjustment).
  reason text not null default '' check (length(reason) <= 500),
  created_at timestamptz not null,
  updated_at timestamptz not null
);
create index ledger_transactions_user_idx on ledger_transactions (user_id, created_at desc, id);
create index ledger_transactions_entry_idx on ledger_transactions (entry_id);
create index ledger_transactions_hold_idx on ledger_transactions (hold_id);

-- The platform fee: owed once per tutor–student pair, after their first completed
-- lesson found through a request. The primary key is the "once".
create table ledger_platform_fees (
  teacher_id uuid not null references users (id),
  student_id uuid not null references users (id),
  lesson_id uuid not null references lessons (id),
  entry_id uuid not null references ledger_entries (id),
  amount_minor bigint not null check (amount_minor >= 0),
  created_at timestamptz not null,
  primary key (teacher_id, student_id)
);

-- Administrators' manual adjustments: who, why, and which entry.
create table ledger_adjustments (
  entry_id uuid primary key references ledger_entries (id),
  user_id uuid not null references users (id),
  admin_id uuid not null references users (id),
  amount_minor bigint not null check (amount_minor <> 0),
  reason text not null check (length(reason) between 3 and 500),
  created_at timestamptz not null
);
create index ledger_adjustments_user_idx on ledger_adjustments (user_id, created_at desc);
