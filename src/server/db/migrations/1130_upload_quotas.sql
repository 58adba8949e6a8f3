-- What each user uploaded to chats and homework on each UTC day: files and bytes, counted when a
-- file is stored and never taken back when it is removed, so deleting and uploading again does
-- not reset the day's quota. The row is upserted in the transaction that records the file, under
-- a guard that refuses to pass the quota, so concurrent uploads cannot overshoot it together.
create table upload_usage (
  user_id uuid not null references users (id) on delete cascade,
  day date not null,
  files integer not null default 0,
  bytes bigint not null default 0,
  primary key (user_id, day)
);

-- The unattached-upload cleanup finds chat uploads no message took by age, oldest first.
create index chat_attachments_unsent_idx on chat_attachments (created_at) where message_id is null;
