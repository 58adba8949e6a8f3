-- The account every role shares. Domain tables (teacher profile, sessions, …) hang off it.
create table users (
  id uuid primary key default gen_random_uuid(),
  email text not null,
  password_hash text,
  role text not null check (role in ('ROLE_STUDENT', 'ROLE_TEACHER', 'ROLE_ADMINISTRATOR')),
  first_name text not null,
  last_name text not null,
  middle_name text,
  phone_number text,
  language text not null default 'uk' check (language in ('uk', 'en')),
  email_verified boolean not null default false,
  registration_step text not null default 'PROFILE_INFO'
    check (registration_step in ('PROFILE_INFO', 'PHONE_NUMBER', 'SKILLS', 'COMPLETE')),
  notifications_enabled boolean not null default true,
  active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  last_seen_at timestamptz
);
-- Emails are compared case-insensitively: one person, one account.
create unique index users_email_key on users (lower(email));
create unique index users_phone_key on users (phone_number) where phone_number is not null;
