-- Exact search totals without counting 100k rows per request (docs/discovery/search-performance.md).
--
-- Counting the matches of a broad search (no filter: ~85k teachers; one popular subject: ~20k)
-- costs tens of milliseconds even as an index-only scan, and a window count(*) over() is worse
-- (it reads every matching row before the first one is returned). So the searchable set is also
-- kept pre-aggregated: one row per (subject, city, country, lesson type, rate) with how many
-- searchable teachers it holds, maintained in the same transaction as the change that moves a
-- teacher in or out of it. A total is then the sum of a few hundred rows at most, and it is
-- always exact and live: nothing here is a cache of results.
--
-- '' in subject_code/city_code/country_code means "any": each teacher counts once under
-- subject '' and once per subject they teach, and under (city, country), ('', country), ('', '').
-- A search that filters on rating cannot be answered here and counts its matches directly.
create table teacher_search_counts (
  subject_code text not null,
  city_code text not null,
  country_code text not null,
  lesson_type text not null,
  rate_minor integer not null,
  teachers integer not null,
  -- The count rides in the key's index, so a total is an index-only range scan.
  primary key (subject_code, city_code, country_code, lesson_type, rate_minor) include (teachers)
);

-- The searchable predicate of migration 0200, as a function for the triggers below.
create or replace function discovery_is_searchable(status text, visible boolean, rate integer) returns boolean
language sql immutable as $$ select coalesce(status = 'DONE' and visible and rate is not null, false) $$;

-- The counter keys one teacher contributes to, for the given subjects ('' = any subject).
create or replace function discovery_count_keys(city text, country text, kind text, rate integer, subjects text[])
returns table (subject_code text, city_code text, country_code text, lesson_type text, rate_minor integer)
language sql immutable as $$
  select distinct s, pl.city, pl.country, coalesce(kind, ''), rate
    from unnest(subjects) as s,
         (values (coalesce(city, ''), coalesce(country, '')), ('', coalesce(country, '')), ('', '')) as pl(city, country)
$$;

-- Profile changes: take the old contribution away and add the new one, netted per key and
-- applied in key order (a fixed lock order, so concurrent edits cannot deadlock on counters).
-- It runs BEFORE DELETE so the teacher's skills are still there to subtract; the foreign-key
-- cascade removes them afterwards, when the skills trigger no longer finds a searchable profile.
create or replace function discovery_counts_profile_trg() returns trigger language plpgsql as $$
declare
  subjects text[] := array(select category_code from teacher_skills
                            where user_id = case when tg_op = 'DELETE' then old.user_id else new.user_id end) || ''::text;
begin
  insert into teacher_search_counts as c (subject_code, city_code, country_code, lesson_type, rate_minor, teachers)
  select k.subject_code, k.city_code, k.country_code, k.lesson_type, k.rate_minor, sum(k.delta)::integer
    from (select o.*, -1 as delta from discovery_count_keys(old.city_code, old.country_code, old.lesson_type, old.rate_minor, subjects) o
           where tg_op <> 'INSERT' and discovery_is_searchable(old.verification_status, old.search_visible, old.rate_minor)
          union all
          select n.*, 1 from discovery_count_keys(new.city_code, new.country_code, new.lesson_type, new.rate_minor, subjects) n
           where tg_op <> 'DELETE' and discovery_is_searchable(new.verification_status, new.search_visible, new.rate_minor)) k
   group by 1, 2, 3, 4, 5
  having sum(k.delta) <> 0
   order by 1, 2, 3, 4, 5
  on conflict (subject_code, city_code, country_code, lesson_type, rate_minor)
  do update set teachers = c.teachers + excluded.teachers;
  return case when tg_op = 'DELETE' then old else new end;
end $$;

create trigger teacher_profiles_counts_ins_trg after insert on teacher_profiles
  for each row execute function discovery_counts_profile_trg();
create trigger teacher_profiles_counts_upd_trg
  after update of verification_status, search_visible, rate_minor, lesson_type, city_code, country_code
  on teacher_profiles for each row execute function discovery_counts_profile_trg();
create trigger teacher_profiles_counts_del_trg before delete on teacher_profiles
  for each row execute function discovery_counts_profile_trg();

-- Skill changes of a searchable teacher move them in or out of that subject's counters.
create or replace function discovery_counts_skills_trg() returns trigger language plpgsql as $$
declare
  -- Transition tables exist only for their own event, so each is read in its own branch.
  users uuid[] := '{}';
  codes text[] := '{}';
  deltas integer[] := '{}';
begin
  if tg_op in ('INSERT', 'UPDATE') then
    select users || coalesce(array_agg(user_id), '{}'), codes || coalesce(array_agg(category_code), '{}'),
           deltas || coalesce(array_agg(1), '{}')
      into users, codes, deltas from new_rows;
  end if;
  if tg_op in ('DELETE', 'UPDATE') then
    select users || coalesce(array_agg(user_id), '{}'), codes || coalesce(array_agg(category_code), '{}'),
           deltas || coalesce(array_agg(-1), '{}')
      into users, codes, deltas from old_rows;
  end if;
  insert into teacher_search_counts as c (subject_code, city_code, country_code, lesson_type, rate_minor, teachers)
  select k.subject_code, k.city_code, k.country_code, k.lesson_type, k.rate_minor, sum(r.delta)::integer
    from unnest(users, codes, deltas) as r(user_id, category_code, delta)
    join teacher_profiles p on p.user_id = r.user_id
   cross join lateral discovery_count_keys(p.city_code, p.country_code, p.lesson_type, p.rate_minor,
                                           array[r.category_code]) k
   where discovery_is_searchable(p.verification_status, p.search_visible, p.rate_minor)
   group by 1, 2, 3, 4, 5
  having sum(r.delta) <> 0
   order by 1, 2, 3, 4, 5
  on conflict (subject_code, city_code, country_code, lesson_type, rate_minor)
  do update set teachers = c.teachers + excluded.teachers;
  return null;
end $$;

create trigger teacher_skills_counts_ins_trg after insert on teacher_skills
  referencing new table as new_rows for each statement execute function discovery_counts_skills_trg();
create trigger teacher_skills_counts_del_trg after delete on teacher_skills
  referencing old table as old_rows for each statement execute function discovery_counts_skills_trg();
create trigger teacher_skills_counts_upd_trg after update on teacher_skills
  referencing new table as new_rows old table as old_rows
  for each statement execute function discovery_counts_skills_trg();

-- Rebuilds every counter from the teacher tables: after bulk loads that bypass triggers
-- (session_replication_role = replica) and as a consistency repair.
create or replace function discovery_rebuild_search_counts() returns void language sql as $$
  delete from teacher_search_counts;
  insert into teacher_search_counts (subject_code, city_code, country_code, lesson_type, rate_minor, teachers)
  select k.subject_code, k.city_code, k.country_code, k.lesson_type, k.rate_minor, count(*)::integer
    from teacher_profiles p
   cross join lateral discovery_count_keys(p.city_code, p.country_code, p.lesson_type, p.rate_minor,
          array(select s.category_code from teacher_skills s where s.user_id = p.user_id) || ''::text) k
   where discovery_is_searchable(p.verification_status, p.search_visible, p.rate_minor)
   group by 1, 2, 3, 4, 5;
$$;
