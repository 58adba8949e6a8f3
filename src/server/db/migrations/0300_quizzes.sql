-- Exam practice: quizzes, their questions, students' results and the AI token quota.
-- JSON shapes are the zod contracts of src/shared/contracts/quiz; the server parses them on read.

create table quizzes (
  id uuid primary key default gen_random_uuid(),
  -- Short unique code used in URLs (/quizzes/:code).
  code text not null,
  main_title text not null,
  -- Time limit in minutes.
  max_time integer not null check (max_time between 1 and 600),
  quiz_image text,
  category_code text not null references categories (code),
  section text not null default 'nmt'
    check (section in ('nmt', 'trenyvalni-multitesty', 'magistratura-aspirantura', 'for-teachers')),
  -- Sum of the questions' worth, kept by the server when the questions are saved.
  max_score double precision not null check (max_score >= 0),
  -- Lowest passing test score and the author's conversion to 100–200 (ConversionRow[]); both optional.
  threshold integer check (threshold >= 0),
  conversion_table jsonb,
  -- Null for the product's own seeded quizzes (editable by admins only).
  author_id uuid references users (id) on delete set null,
  published boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index quizzes_code_key on quizzes (lower(code));
create index quizzes_section_idx on quizzes (section, category_code) where published;
create index quizzes_author_idx on quizzes (author_id);

create table quiz_questions (
  id uuid primary key default gen_random_uuid(),
  quiz_id uuid not null references quizzes (id) on delete cascade,
  -- The N of 'Завдання N'; the run orders by it.
  question_number integer not null check (question_number > 0),
  task_type text not null check (task_type in
    ('SINGLE_ANSWER', 'MULTISELECT', 'SHORT_PHRASE', 'MATCHING', 'SEQUENCE', 'FULL_TEXT_ANSWER', 'MULTIGROUP')),
  -- Sanitised HTML.
  title_html text not null,
  explanation_html text not null default '',
  -- The author's override of the question's worth; null means the exam default of its type.
  points integer check (points between 1 and 100),
  topics jsonb not null default '[]'::jsonb,
  -- AnswerGroup[] and the key in the shape of its type (correctAnswerLetters).
  answer_groups jsonb not null default '[]'::jsonb,
  correct_answer jsonb not null default '[]'::jsonb,
  unique (quiz_id, question_number)
);

create table quiz_results (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  quiz_id uuid not null references quizzes (id) on delete cascade,
  status text not null default 'IN_PROGRESS' check (status in ('IN_PROGRESS', 'PENDING_REVIEW', 'FINISHED')),
  -- UserChosenAnswer[], TeacherMark[] and QuestionScore[]; scores are the server's, never the client's.
  answers jsonb not null default '[]'::jsonb,
  teacher_marks jsonb not null default '[]'::jsonb,
  per_question jsonb,
  score double precision,
  max_score double precision,
  percent double precision,
  scaled_score integer check (scaled_score between 100 and 200),
  threshold_reached boolean,
  started_at timestamptz not null default now(),
  finished_at timestamptz
);
create index quiz_results_user_idx on quiz_results (user_id, started_at desc);
create index quiz_results_pending_idx on quiz_results (quiz_id) where status = 'PENDING_REVIEW';

-- AI tokens per user: spent within a window that starts at the first spend and lasts a minute.
create table ai_quota (
  user_id uuid primary key references users (id) on delete cascade,
  window_start timestamptz not null,
  tokens_used integer not null default 0 check (tokens_used >= 0)
);
