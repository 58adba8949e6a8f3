-- Lesson requests: a student's direct request to one tutor with 1–5 slots, or
-- a public request (survey) that tutors of its subject answer with offers. Statuses and their
-- transitions: docs/requests/statuses.md; the application guards every change with
-- `update … where status in (allowed)`.
create table lesson_requests (
  id uuid primary key default gen_random_uuid(),
  type text not null check (type in ('STUDENT_DIRECT', 'STUDENT_PUBLIC', 'TEACHER_PUBLIC')),
  student_id uuid not null references users (id) on delete cascade,
  -- The addressee of a direct request; null for a public one.
  teacher_id uuid references users (id) on delete cascade,
  subject_code text not null references categories (code),
  knowledge_level text check (knowledge_level in ('BEGINNER', 'INTERMEDIATE', 'ADVANCED', 'HIGH')),
  student_age text check (student_age in ('10', '10-16', '16-25', '25-40', '40+')),
  lesson_frequency text check (lesson_frequency in ('ONE', 'TWO', 'ONE_TWO', 'THREE', 'TWO_THREE', 'MORE')),
  time_of_day text check (time_of_day in ('morning', 'afternoon', 'evening', 'night')),
  price_band text check (price_band in ('100-300', '300-500', '500-700', '700+')),
  message text check (message is null or length(message) <= 2000),
  status text not null default 'ACTIVE' check (status in
    ('ACTIVE', 'WAITING_FOR_REPLY', 'ACCEPTED', 'REJECTED', 'CANCELLED', 'DEACTIVATED', 'CONTACTS_OPENED')),
  -- Idempotency key of the client (guest data sent after sign-in may arrive twice).
  client_request_id uuid,
  accepted_offer_id uuid,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  -- created_at + 7 days; the scheduler deactivates ACTIVE requests past it.
  expires_at timestamptz not null,
  check ((type = 'STUDENT_DIRECT') = (teacher_id is not null))
);
create index lesson_requests_student_idx on lesson_requests (student_id, created_at desc);
create index lesson_requests_teacher_idx on lesson_requests (teacher_id, created_at desc) where teacher_id is not null;
create index lesson_requests_public_idx on lesson_requests (subject_code, created_at desc)
  where type = 'STUDENT_PUBLIC' and status in ('ACTIVE', 'WAITING_FOR_REPLY');
create index lesson_requests_expiry_idx on lesson_requests (expires_at) where status = 'ACTIVE';
create unique index lesson_requests_client_key on lesson_requests (student_id, client_request_id)
  where client_request_id is not null;
-- "One active request per tutor", held by the database as well as the service.
create unique index lesson_requests_one_active_per_tutor on lesson_requests (student_id, teacher_id)
  where teacher_id is not null and status in ('ACTIVE', 'WAITING_FOR_REPLY');

-- The slots a student picked (UTC instants on the hour grid).
create table lesson_request_slots (
  request_id uuid not null references lesson_requests (id) on delete cascade,
  starts_at timestamptz not null,
  primary key (request_id, starts_at)
);

create table lesson_request_offers (
  id uuid primary key default gen_random_uuid(),
  request_id uuid not null references lesson_requests (id) on delete cascade,
  teacher_id uuid not null references users (id) on delete cascade,
  message text not null check (length(message) between 1 and 2000),
  price_minor integer check (price_minor is null or price_minor >= 0),
  currency char(3) not null references currencies (code),
  status text not null default 'WAITING_FOR_REPLY'
    check (status in ('WAITING_FOR_REPLY', 'ACCEPTED', 'REJECTED', 'CANCELLED')),
  created_at timestamptz not null,
  updated_at timestamptz not null,
  unique (request_id, teacher_id)
);
create index lesson_request_offers_teacher_idx on lesson_request_offers (teacher_id, created_at desc);
alter table lesson_requests add constraint lesson_requests_accepted_offer_fk
  foreign key (accepted_offer_id) references lesson_request_offers (id) on delete set null;
