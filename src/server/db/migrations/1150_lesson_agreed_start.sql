-- The start the student agreed to (docs/lessons/lifecycle.md): a student's cancellation is late
-- only when the lesson still starts then. A tutor who moves a lesson does not move this column, so
-- a tutor cannot pull a paid lesson into the paid window and collect a late cancel; paying for the
-- lesson agrees to its start at that moment. Existing lessons agreed to their start as it stands.
alter table lessons add column agreed_starts_at timestamptz;
update lessons set agreed_starts_at = starts_at;
alter table lessons alter column agreed_starts_at set not null;

-- Every way a lesson is inserted (a tutor's lesson, a request's booked slot, the demo seed) books
-- the start both sides see at that moment; NOT NULL is checked after this trigger fills it.
create function lessons_agreed_start() returns trigger language plpgsql as $$
begin
  if new.agreed_starts_at is null then
    new.agreed_starts_at := new.starts_at;
  end if;
  return new;
end
$$;
create trigger lessons_agreed_start before insert on lessons
  for each row execute function lessons_agreed_start();
