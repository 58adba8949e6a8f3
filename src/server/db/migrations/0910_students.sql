-- My students (an invitation is an email; a student in a tutor's list is
-- active, invited, inactive or invite accepted).
--
-- A tutor invites by email. The mail carries a random token; only its SHA-256 is stored, so the
-- table never holds a usable link. One invite per (tutor, email): inviting again renews the token.
-- Accepting sets student_id: from then on the student is linked to the tutor (lessons may be
-- created for them) exactly like one found through a request.
create table student_invites (
  id uuid primary key default gen_random_uuid(),
  teacher_id uuid not null references users (id) on delete cascade,
  email text not null check (email = lower(email) and length(email) <= 254),
  token_hash text not null unique,
  status text not null default 'INVITED' check (status in ('INVITED', 'ACCEPTED')),
  student_id uuid references users (id) on delete cascade,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  accepted_at timestamptz,
  check ((status = 'ACCEPTED') = (student_id is not null)),
  unique (teacher_id, email)
);
create index student_invites_student_idx on student_invites (student_id, teacher_id) where student_id is not null;

-- The tutor's own switch per student (a tutor can activate or deactivate a student): a
-- row exists only once the tutor has switched; no row means active. An inactive student stays
-- in the list under "inactive" and gets no new lessons from this tutor until activated again.
create table tutor_student_states (
  teacher_id uuid not null references users (id) on delete cascade,
  student_id uuid not null references users (id) on delete cascade,
  active boolean not null,
  updated_at timestamptz not null,
  primary key (teacher_id, student_id)
);

-- Lesson details show a tutor the student's exam-practice results and
-- the AI gap analysis only with the student's consent: the student's own switch; no row means not shared.
create table student_sharing (
  student_id uuid primary key references users (id) on delete cascade,
  share_quiz_results boolean not null,
  updated_at timestamptz not null
);
