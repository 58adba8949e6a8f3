-- My lessons: a page filtered by status reads the viewer's side by (user, status,
-- starts_at) instead of walking all of their lessons by time and dropping the other statuses.
create index lessons_teacher_status_idx on lessons (teacher_id, status, starts_at);
create index lessons_student_status_idx on lessons (student_id, status, starts_at);
