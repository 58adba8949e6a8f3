-- Tutors the ledger hid from search because their balance went negative.
-- A row exists exactly while the hiding lasts: when the balance is settled the row goes
-- and search visibility comes back on. Tutors who were not visible get no row, so settling never
-- turns on a visibility the tutor had switched off. search_visible itself is the only switch
-- search reads, so the discovery counters' triggers (0202, 0203) stay exact.
create table ledger_debt_hides (
  user_id uuid primary key references users (id),
  hidden_at timestamptz not null
);
