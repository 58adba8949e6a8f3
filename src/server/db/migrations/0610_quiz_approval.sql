-- A quiz of an unverified tutor is not listed publicly until an admin approves it.
-- The statuses are the admin approval ones (IN_REVIEW, APPROVED, DECLINED). The product's
-- own quizzes and those of verified tutors are APPROVED; a quiz written or edited by a tutor who
-- is not verified goes to IN_REVIEW, where only its author, admins and the author's own students
-- open it (src/server/modules/quizzes/quiz-access.ts).
alter table quizzes add column approval_status text not null default 'APPROVED'
  check (approval_status in ('IN_REVIEW', 'APPROVED', 'DECLINED'));

-- An upgraded database: quizzes already written by tutors who are not verified wait for review.
update quizzes q set approval_status = 'IN_REVIEW'
 where q.author_id is not null
   and exists (select 1 from users u
                 left join teacher_profiles tp on tp.user_id = u.id
                where u.id = q.author_id
                  and u.role = 'ROLE_TEACHER'
                  and coalesce(tp.verification_status, 'NOT_DONE') <> 'DONE');

-- The public catalogue reads published, approved quizzes by section; the admin queue by status.
drop index quizzes_section_idx;
create index quizzes_section_idx on quizzes (section, category_code) where published and approval_status = 'APPROVED';
create index quizzes_approval_idx on quizzes (approval_status, updated_at) where approval_status <> 'APPROVED';
