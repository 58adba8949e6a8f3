-- Handlers that act outside the database (mail) run without holding a transaction open: they
-- lease their checkpoint for a while instead, so two processes do not run them side by side and
-- a process that dies mid-way lets another take over once the lease ends.
alter table event_checkpoints add column leased_until timestamptz;
