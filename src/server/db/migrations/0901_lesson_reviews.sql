-- Lesson reviews: each participant of a COMPLETED lesson reviews it once.
--
-- The student's review of the tutor is a row of `reviews` (0003), so the tutor's rating, review
-- count, score, badges and the search counters follow through the triggers of 0200–0203; one per
-- lesson. The tutor's review of the student lives apart and moves none of those.
create unique index reviews_lesson_key on reviews (lesson_id) where lesson_id is not null;

create table student_reviews (
  id uuid primary key default gen_random_uuid(),
  lesson_id uuid not null references lessons (id) on delete cascade,
  teacher_id uuid not null references users (id) on delete cascade,
  student_id uuid not null references users (id) on delete cascade,
  rating smallint not null check (rating between 1 and 5),
  comment text not null check (length(comment) between 1 and 10000),
  created_at timestamptz not null
);
create unique index student_reviews_lesson_key on student_reviews (lesson_id);
create index student_reviews_student_idx on student_reviews (student_id, created_at desc);
