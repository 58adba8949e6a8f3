-- One live card payment per lesson. A lesson's payment is live while it is open (CREATED), held
-- (AUTHORIZED) or captured (CAPTURED); parallel "pay by card" calls used to insert one row, and
-- one acquirer invoice, each. The database now refuses a second live row, and the callers who
-- lose the insert answer the first row's page.

-- Rows that already break the rule are given up, keeping per lesson the one that backs a
-- ledger hold, else the furthest along, else the oldest. A given-up row whose invoice the acquirer
-- holds is released by the poll job (its status CANCELED, its acquirer status still `hold`).
with ranked as (
  select p.id,
         row_number() over (
           partition by p.lesson_id
           order by (p.ledger_hold_id is not null) desc,
                    case p.status when 'CAPTURED' then 0 when 'AUTHORIZED' then 1 else 2 end,
                    p.created_at, p.id
         ) as n
  from payments p
  where p.lesson_id is not null and p.status in ('CREATED', 'AUTHORIZED', 'CAPTURED')
)
update payments
   set status = 'CANCELED',
       transaction_status = 'FAILURE',
       failure_reason = 'superseded by another payment of the lesson'
 where id in (select id from ranked where n > 1);

create unique index payments_one_live_per_lesson on payments (lesson_id)
  where lesson_id is not null and status in ('CREATED', 'AUTHORIZED', 'CAPTURED');

-- Who is asking the acquirer for this row's invoice, since when: exactly one caller does, the
-- others wait for its page. Cleared after a failure that surely did nothing, so a retry may ask.
alter table payments add column invoice_requested_at timestamptz;
update payments set invoice_requested_at = created_at where invoice_id is not null;

-- Payments we gave up on whose invoice the acquirer still holds or took: the poll job cancels
-- them at the acquirer.
create index payments_surplus_idx on payments (updated_at)
  where status = 'CANCELED' and provider_status in ('hold', 'success');
