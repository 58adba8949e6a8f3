-- Why a card payment waits for an administrator instead of moving money: the acquirer reported
-- an amount or currency other than the invoice's. While set, no status of the payment posts to
-- the ledger on its own.
alter table payments add column review_reason text;
create index payments_review_idx on payments (updated_at) where review_reason is not null;
