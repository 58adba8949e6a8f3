-- Weekly slots move from UTC to the tutor's own clock: weekday and hour are now
-- wall-clock values in the tutor's IANA zone (teacher_profiles.timezone), expanded per date by
-- the server, so "Monday 09:00" in Kyiv stays 09:00 after the clocks change.
--
-- Existing rows were saved as UTC slots of the week the tutor saved them in (week_start, a UTC
-- Monday); each is read as that instant and turned into the tutor's weekday and hour of that
-- week, i.e. the cell the tutor saw and ticked. Whole-hour zones map one to one; a half-hour zone
-- never had a bookable cell (the grid is whole UTC hours) and keeps its hour, minutes dropped.
create temporary table schedule_slots_local on commit drop as
select s.teacher_id,
       extract(isodow from local_start)::smallint as weekday,
       extract(hour from local_start)::smallint as hour,
       s.coefficient_pct
from teacher_schedule_slots s
join teacher_schedules sch on sch.teacher_id = s.teacher_id
left join teacher_profiles tp on tp.user_id = s.teacher_id
cross join lateral (
  select (sch.week_start + (s.weekday - 1) * interval '1 day' + s.hour * interval '1 hour')
         at time zone coalesce(tp.timezone, 'UTC') as local_start
) l;

delete from teacher_schedule_slots;

insert into teacher_schedule_slots (teacher_id, weekday, hour, coefficient_pct)
select distinct on (teacher_id, weekday, hour) teacher_id, weekday, hour, coefficient_pct
from schedule_slots_local;

-- week_start (the week a non-repeating schedule applies to) becomes Monday 00:00 on the tutor's
-- clock; noon is added first so a zone west of UTC does not fall back into the previous week.
update teacher_schedules sch
set week_start = (date_trunc('week', (sch.week_start + interval '12 hours') at time zone coalesce(tp.timezone, 'UTC')))
                 at time zone coalesce(tp.timezone, 'UTC')
from teacher_profiles tp
where tp.user_id = sch.teacher_id;
