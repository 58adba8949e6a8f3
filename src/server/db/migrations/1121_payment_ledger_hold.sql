-- The ledger hold a card lesson payment placed: its capture and release settle that
-- hold and no other (a lesson paid again from the balance has a hold of its own).
alter table payments add column ledger_hold_id uuid;
