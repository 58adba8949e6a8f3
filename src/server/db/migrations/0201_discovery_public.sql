-- Favourites of signed-in users and the public forms of the home page.

-- Guests keep favourites in local storage; signed-in users keep them here, merged at
-- sign-in. The key makes "add" idempotent; newest first is how the favourites screen lists them.
create table favourite_teachers (
  user_id uuid not null references users (id) on delete cascade,
  teacher_id uuid not null references teacher_profiles (user_id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (user_id, teacher_id),
  check (user_id <> teacher_id)
);
create index favourite_teachers_list_idx on favourite_teachers (user_id, created_at desc, teacher_id);

-- The home page's trial-lesson callback form: a person leaves a phone number and the
-- team calls back. Consent is stored with its time because it is the legal basis for the call.
create table trial_requests (
  id uuid primary key default gen_random_uuid(),
  name text not null check (length(name) between 1 and 100),
  phone_number text not null check (phone_number ~ '^\+380[0-9]{9}$'),
  category_code text not null references categories (code),
  preferred_time text not null check (preferred_time in ('morning', 'afternoon', 'evening', 'night')),
  comment text check (comment is null or length(comment) <= 1000),
  consent_at timestamptz not null,
  language text not null check (language in ('uk', 'en')),
  user_id uuid references users (id) on delete set null,
  status text not null default 'NEW' check (status in ('NEW', 'CALLED', 'CLOSED')),
  created_at timestamptz not null default now()
);
create index trial_requests_status_idx on trial_requests (status, created_at);

-- Newsletter: one row per address (case-insensitive), so subscribing twice changes nothing.
create table news_subscribers (
  id uuid primary key default gen_random_uuid(),
  email text not null,
  language text not null check (language in ('uk', 'en')),
  created_at timestamptz not null default now()
);
create unique index news_subscribers_email_key on news_subscribers (lower(email));

-- Feedback (email, comment, rating) with its kinds.
create table feedbacks (
  id uuid primary key default gen_random_uuid(),
  kind text not null check (kind in ('CATEGORY_REQUEST', 'FEATURE_REQUEST', 'GENERAL')),
  email text not null,
  comment text not null check (length(comment) between 1 and 2000),
  rating smallint not null check (rating between 1 and 5),
  user_id uuid references users (id) on delete set null,
  created_at timestamptz not null default now()
);
create index feedbacks_kind_idx on feedbacks (kind, created_at desc);

-- FAQ of the home and FAQ pages, per language. `search_text` is the lower-cased question and
-- answer, folded in the application (Unicode-aware) because the database's own lower() follows
-- its locale, which is "C" on PGlite and would leave Cyrillic capitals as they are.
create table faq_entries (
  code text not null,
  language text not null check (language in ('uk', 'en')),
  topic text not null,
  question text not null,
  answer text not null,
  search_text text not null,
  sort_order integer not null default 0,
  primary key (code, language)
);
create index faq_entries_language_idx on faq_entries (language, sort_order);
