-- Open reference data and client exception reports.
create table category_groups (
  code text primary key,
  name_uk text not null,
  name_en text not null,
  sort_order integer not null default 0
);

create table categories (
  code text primary key,
  group_code text not null references category_groups (code),
  name_uk text not null,
  name_en text not null,
  sort_order integer not null default 0,
  is_top boolean not null default false
);

create table countries (
  code char(2) primary key,
  name_uk text not null,
  name_en text not null,
  sort_order integer not null default 0
);

create table cities (
  code text primary key,
  country_code char(2) not null references countries (code),
  name_uk text not null,
  name_en text not null,
  sort_order integer not null default 0
);
create index cities_country_idx on cities (country_code, sort_order);

create table spoken_languages (
  code text primary key,
  name_uk text not null,
  name_en text not null,
  sort_order integer not null default 0
);

create table currencies (
  code char(3) primary key,
  name_uk text not null,
  name_en text not null,
  symbol text not null,
  sort_order integer not null default 0
);

create table exception_reports (
  id uuid primary key default gen_random_uuid(),
  message text not null,
  user_agent text,
  page_url text,
  created_at timestamptz not null default now()
);
