-- A student cannot be booked into two lessons at the same moment. Lessons sit on
-- the whole-UTC-hour grid and last 50 minutes (0402), so two lessons of one student overlap exactly
-- when they start at the same instant: a unique partial index like the tutor's one holds it under
-- any concurrency. Lessons already double-booked before this index keep the earliest booking; the
-- later ones are cancelled so the index can be built.
update lessons l
set status = 'CANCELED', updated_at = now()
where l.status <> 'CANCELED'
  and exists (
    select 1 from lessons e
    where e.student_id = l.student_id
      and e.starts_at = l.starts_at
      and e.status <> 'CANCELED'
      and (e.created_at, e.id) < (l.created_at, l.id)
  );

create unique index lessons_student_slot_key on lessons (student_id, starts_at) where status <> 'CANCELED';
