-- What paid for a hold: a BALANCE hold follows the lesson in the ledger (captured at
-- COMPLETED, released at a free CANCELED); a CARD hold mirrors an acquirer's hold and is settled
-- by the payments module only when the acquirer confirms the capture or the release.
alter table ledger_holds add column funded_by text not null default 'BALANCE'
  check (funded_by in ('BALANCE', 'CARD'));
