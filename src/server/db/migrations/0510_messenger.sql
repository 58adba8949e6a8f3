-- Messenger: one chat per pair of users, a member row per (chat, user)
-- with the last sequence number that user has read, and messages numbered per chat
-- (HOUSE-STYLE 21). Unread = chats.last_seq - chat_members.last_read_seq: O(1) per chat, no row
-- per message per reader. Sequence numbers, not timestamps, page the history and carry receipts.
create table chats (
  id uuid primary key default gen_random_uuid(),
  -- The two people, smaller id first, so one pair can only ever have one chat.
  user_low uuid not null references users (id) on delete cascade,
  user_high uuid not null references users (id) on delete cascade,
  -- SUPPORT: one side is an administrator (any user may write to support).
  kind text not null check (kind in ('DIRECT', 'SUPPORT')),
  -- The seq of the newest message; bumped under the row lock that serialises a chat's senders.
  last_seq integer not null default 0,
  last_message_at timestamptz,
  created_at timestamptz not null,
  check (user_low < user_high),
  unique (user_low, user_high)
);

create table chat_members (
  chat_id uuid not null references chats (id) on delete cascade,
  user_id uuid not null references users (id) on delete cascade,
  last_read_seq integer not null default 0,
  primary key (chat_id, user_id)
);
create index chat_members_user_idx on chat_members (user_id);

create table chat_messages (
  id uuid primary key default gen_random_uuid(),
  chat_id uuid not null references chats (id) on delete cascade,
  seq integer not null,
  sender_id uuid not null references users (id) on delete cascade,
  -- The sender's idempotency key: a send retried after a lost answer finds the first message.
  client_id uuid not null,
  body text not null check (length(body) <= 4000),
  created_at timestamptz not null,
  unique (chat_id, seq),
  unique (chat_id, sender_id, client_id)
);

-- Attachment kinds. MEDIA and FILE are uploaded bytes in the FileStorage port (never under
-- the public /open/files path: only the chat's two members may read them); LINK is a web address
-- found in the message's text. An uploaded attachment waits with message_id null until a message
-- takes it; the uploader alone may attach it, once.
create table chat_attachments (
  id uuid primary key default gen_random_uuid(),
  chat_id uuid not null references chats (id) on delete cascade,
  uploader_id uuid not null references users (id) on delete cascade,
  message_id uuid references chat_messages (id) on delete cascade,
  kind text not null check (kind in ('MEDIA', 'LINK', 'FILE')),
  storage_key text,
  url text,
  name text,
  mime_type text,
  byte_size integer,
  position smallint not null default 0,
  created_at timestamptz not null,
  check ((kind = 'LINK') = (url is not null)),
  check ((kind = 'LINK') = (storage_key is null))
);
create index chat_attachments_message_idx on chat_attachments (message_id) where message_id is not null;
create index chat_attachments_pending_idx on chat_attachments (uploader_id, created_at) where message_id is null;

-- Notification emails: sent once per notification to users who enabled them;
-- the mailer marks what it has handled so a restart never mails twice.
alter table notifications add column mailed_at timestamptz;
create index notifications_unmailed_idx on notifications (created_at) where mailed_at is null;
-- What was there before this release is not news: it is never mailed.
update notifications set mailed_at = created_at;
