-- Teacher and student profiles, stored files, and reviews that feed tutor ratings.
create table stored_files (
  id uuid primary key default gen_random_uuid(),
  owner_id uuid not null references users (id) on delete cascade,
  kind text not null check (kind in ('AVATAR', 'INTRO_VIDEO', 'VIDEO_COVER', 'ATTACHMENT')),
  mime_type text not null,
  byte_size integer not null check (byte_size >= 0),
  storage_key text not null unique,
  original_name text,
  created_at timestamptz not null default now()
);
create index stored_files_owner_idx on stored_files (owner_id);

create table teacher_profiles (
  user_id uuid primary key references users (id) on delete cascade,
  date_of_birth date,
  country_code char(2) references countries (code),
  city_code text references cities (code),
  title text,
  about text,
  why_me text,
  avatar_file_id uuid references stored_files (id) on delete set null,
  intro_video_file_id uuid references stored_files (id) on delete set null,
  intro_video_cover_file_id uuid references stored_files (id) on delete set null,
  currency char(3) not null default 'UAH' references currencies (code),
  -- Price per lesson in minor units (kopiykas); search filters and sorts on it.
  rate_minor integer check (rate_minor is null or rate_minor >= 0),
  lesson_type text check (lesson_type in ('ONLINE', 'OFFLINE', 'BOTH')),
  teaching_level text check (teaching_level in ('BEGINNER', 'INTERMEDIATE', 'ADVANCED', 'HIGH')),
  working_from time,
  working_to time,
  timezone text not null default 'Europe/Kyiv',
  free_first_lesson boolean not null default false,
  search_visible boolean not null default false,
  verification_status text not null default 'NOT_DONE'
    check (verification_status in ('NOT_DONE', 'IN_PROCESS', 'DONE', 'FAILED', 'MISSING_INFO')),
  verification_reason text,
  approval_status text check (approval_status in ('IN_REVIEW', 'APPROVED', 'DECLINED')),
  verified_at timestamptz,
  -- Denormalised from reviews so search can sort on them with an index.
  rating numeric(3, 2) not null default 0,
  review_count integer not null default 0,
  profile_views integer not null default 0,
  profile_score integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table teacher_skills (
  user_id uuid not null references teacher_profiles (user_id) on delete cascade,
  category_code text not null references categories (code),
  primary key (user_id, category_code)
);
create index teacher_skills_category_idx on teacher_skills (category_code, user_id);

create table teacher_languages (
  user_id uuid not null references teacher_profiles (user_id) on delete cascade,
  language_code text not null references spoken_languages (code),
  level text not null check (level in ('beginner', 'pre-intermediate', 'intermediate', 'upper-intermediate', 'advanced', 'native speaker')),
  primary key (user_id, language_code)
);

-- Education and experience: `to_year` null means 'till now'.
create table teacher_education (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references teacher_profiles (user_id) on delete cascade,
  institution text not null,
  degree text,
  from_year integer not null,
  to_year integer,
  check (to_year is null or to_year >= from_year)
);
create table teacher_experience (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references teacher_profiles (user_id) on delete cascade,
  position text not null,
  place text,
  from_year integer not null,
  to_year integer,
  check (to_year is null or to_year >= from_year)
);

create table student_profiles (
  user_id uuid primary key references users (id) on delete cascade,
  interests text[] not null default '{}',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- Review: comment and rating (default 1); only lesson participants may review (lesson_id
-- gets its foreign key when lessons land).
create table reviews (
  id uuid primary key default gen_random_uuid(),
  teacher_id uuid not null references users (id) on delete cascade,
  student_id uuid not null references users (id) on delete cascade,
  lesson_id uuid,
  rating smallint not null default 1 check (rating between 1 and 5),
  comment text not null check (length(comment) between 1 and 10000),
  created_at timestamptz not null default now()
);
create index reviews_teacher_idx on reviews (teacher_id, created_at desc);
