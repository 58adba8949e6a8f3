-- One name for one idea: the key a client sends so that a retried call acts once is called
-- idempotency_key everywhere (ledger entries and card payments already were).
alter table lesson_requests rename column client_request_id to idempotency_key;
alter index lesson_requests_client_key rename to lesson_requests_idempotency_key;
alter table chat_messages rename column client_id to idempotency_key;
