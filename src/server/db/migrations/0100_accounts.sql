-- Accounts: profile columns, sessions, one-time codes, the mail/SMS
-- outbox and notifications. Times the rules read (expiry, cooldowns) are written by the
-- application from its clock, so tests can move time; defaults are only for manual inserts.

-- Profile of a user: gender and the search category and city codes; the Google account a
-- user signs in with; and a soft delete, because later ledgers and lessons must keep their rows.
alter table users add column gender text check (gender in ('MALE', 'FEMALE'));
alter table users add column search_category_code text references categories (code);
alter table users add column search_city_code text references cities (code);
alter table users add column google_subject text;
alter table users add column deleted_at timestamptz;
create unique index users_google_subject_key on users (google_subject) where google_subject is not null;

alter table student_profiles add column avatar_file_id uuid references stored_files (id) on delete set null;
alter table teacher_profiles add column verification_submitted_at timestamptz;
create index teacher_profiles_approval_idx on teacher_profiles (approval_status, verification_submitted_at);

-- Refresh tokens: only a sha256 of the random token is stored, so a database leak signs no one
-- in. A family is one sign-in on one device; rotation replaces its current token, and the
-- replaced one stays usable for a short grace window (rotated_at) so concurrent refreshes from
-- the same client all succeed (the client refreshes after every response).
create table refresh_tokens (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  family_id uuid not null,
  token_hash text not null unique,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  rotated_at timestamptz,
  revoked_at timestamptz
);
create index refresh_tokens_family_idx on refresh_tokens (family_id);
create index refresh_tokens_user_idx on refresh_tokens (user_id) where revoked_at is null;

-- 6-digit codes for email confirmation, password reset and phone confirmation. Hashed like
-- passwords are not (a 6-digit code cannot resist offline guessing anyway); what protects it is
-- the expiry, the attempt limit per code and the failure limiter per account and address.
create table one_time_codes (
  id uuid primary key default gen_random_uuid(),
  purpose text not null check (purpose in ('EMAIL_VERIFICATION', 'PASSWORD_RESET', 'PHONE_VERIFICATION')),
  target text not null,
  user_id uuid references users (id) on delete cascade,
  code_hash text not null,
  attempts integer not null default 0,
  max_attempts integer not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  consumed_at timestamptz
);
create index one_time_codes_target_idx on one_time_codes (purpose, target, created_at desc);

-- Mail and SMS that no provider is configured for land here (and in the server log), so a local
-- run works without SMTP or an SMS account (DESIGN "Integrations are ports").
create table outbox (
  id uuid primary key default gen_random_uuid(),
  channel text not null check (channel in ('EMAIL', 'SMS')),
  recipient text not null,
  subject text,
  body text not null,
  created_at timestamptz not null default now()
);
create index outbox_recipient_idx on outbox (recipient, created_at desc);

-- Notification kinds. `title_key` names a text in src/shared/i18n/<lang>/notifications.json
-- and `params` fills it, so a notification reads in whichever language the user has now.
create table notifications (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  kind text not null check (kind in ('TRANSACTION', 'LESSON', 'SCHEDULE', 'INFORMATION')),
  title_key text not null,
  params jsonb not null default '{}'::jsonb,
  read_at timestamptz,
  created_at timestamptz not null default now()
);
create index notifications_user_idx on notifications (user_id, created_at desc);
create index notifications_unread_idx on notifications (user_id) where read_at is null;
