-- Limits of lesson recordings. One recording in progress per lesson: two at once would write two
-- files of the same meeting and double what it costs. Older unfinished duplicates (left by a
-- closed tab before this rule) are finished first, so the index can be built; the newest stays.
update lesson_recordings r
set status = 'FINISHED', finished_at = coalesce(r.finished_at, now())
where r.status <> 'FINISHED'
  and exists (
    select 1
    from lesson_recordings n
    where n.lesson_id = r.lesson_id
      and n.status <> 'FINISHED'
      and (n.started_at, n.id) > (r.started_at, r.id)
  );
create unique index lesson_recordings_one_in_progress on lesson_recordings (lesson_id) where status <> 'FINISHED';

-- A tutor's storage quota sums the sizes of the recordings they made.
create index lesson_recordings_started_by_idx on lesson_recordings (started_by);
