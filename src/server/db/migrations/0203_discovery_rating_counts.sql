-- Rating-filtered search totals from the counters too (docs/discovery/search-performance.md).
--
-- Migration 0202 keeps the searchable set pre-aggregated, but without the rating, so a search
-- with a minimum rating counted its matches: 10–20 ms on the PostgreSQL server at 100k teachers
-- (subject + rating ≥ 4.5: ~7k matches), where every other total is a sum of a few hundred rows.
-- The counters now also carry a rating band in half stars, the steps the search filter offers
-- (3, 3.5, 4, 4.5): band = floor(rating × 2), so band 9 holds the ratings 4.50–4.99 and a minimum
-- of 4.5 is the sum over bands ≥ 9. Ratings are numeric(3, 2), so the band is exact.
--
-- As with '' for subject and place, band -1 means "any rating": each teacher counts under -1 and
-- under their own band. A search without a rating reads the -1 rows only, exactly the rows it
-- read before; the band sits before lesson type and rate in the key so that stays one range.
-- A minimum that is not a half star (4.3, from the API) still counts its matches.
alter table teacher_search_counts add column rating_band smallint not null default -1;
alter table teacher_search_counts drop constraint teacher_search_counts_pkey;
alter table teacher_search_counts
  add primary key (subject_code, city_code, country_code, rating_band, lesson_type, rate_minor) include (teachers);

create or replace function discovery_rating_band(rating numeric) returns smallint
language sql immutable as $$ select floor(coalesce(rating, 0) * 2)::smallint $$;

-- The counter keys one teacher contributes to, for the given subjects ('' = any subject), now
-- under "any rating" (-1) and under their own rating band.
create or replace function discovery_count_keys(city text, country text, kind text, rate integer, rating numeric,
                                                subjects text[])
returns table (subject_code text, city_code text, country_code text, rating_band smallint, lesson_type text,
               rate_minor integer)
language sql immutable as $$
  select distinct s, pl.city, pl.country, b.band, coalesce(kind, ''), rate
    from unnest(subjects) as s,
         (values (coalesce(city, ''), coalesce(country, '')), ('', coalesce(country, '')), ('', '')) as pl(city, country),
         (values (-1::smallint), (discovery_rating_band(rating))) as b(band)
$$;

-- The triggers and the rebuild of migration 0202, with the rating passed on and the new key.
create or replace function discovery_counts_profile_trg() returns trigger language plpgsql as $$
declare
  subjects text[] := array(select category_code from teacher_skills
                            where user_id = case when tg_op = 'DELETE' then old.user_id else new.user_id end) || ''::text;
begin
  insert into teacher_search_counts as c
         (subject_code, city_code, country_code, rating_band, lesson_type, rate_minor, teachers)
  select k.subject_code, k.city_code, k.country_code, k.rating_band, k.lesson_type, k.rate_minor, sum(k.delta)::integer
    from (select o.*, -1 as delta
            from discovery_count_keys(old.city_code, old.country_code, old.lesson_type, old.rate_minor, old.rating, subjects) o
           where tg_op <> 'INSERT' and discovery_is_searchable(old.verification_status, old.search_visible, old.rate_minor)
          union all
          select n.*, 1
            from discovery_count_keys(new.city_code, new.country_code, new.lesson_type, new.rate_minor, new.rating, subjects) n
           where tg_op <> 'DELETE' and discovery_is_searchable(new.verification_status, new.search_visible, new.rate_minor)) k
   group by 1, 2, 3, 4, 5, 6
  having sum(k.delta) <> 0
   order by 1, 2, 3, 4, 5, 6
  on conflict (subject_code, city_code, country_code, rating_band, lesson_type, rate_minor)
  do update set teachers = c.teachers + excluded.teachers;
  return case when tg_op = 'DELETE' then old else new end;
end $$;

-- A new review moves the rating, and with it the teacher's band (a change within a band nets to
-- nothing and writes nothing).
drop trigger teacher_profiles_counts_upd_trg on teacher_profiles;
create trigger teacher_profiles_counts_upd_trg
  after update of verification_status, search_visible, rate_minor, lesson_type, city_code, country_code, rating
  on teacher_profiles for each row execute function discovery_counts_profile_trg();

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
  insert into teacher_search_counts as c
         (subject_code, city_code, country_code, rating_band, lesson_type, rate_minor, teachers)
  select k.subject_code, k.city_code, k.country_code, k.rating_band, k.lesson_type, k.rate_minor, sum(r.delta)::integer
    from unnest(users, codes, deltas) as r(user_id, category_code, delta)
    join teacher_profiles p on p.user_id = r.user_id
   cross join lateral discovery_count_keys(p.city_code, p.country_code, p.lesson_type, p.rate_minor, p.rating,
                                           array[r.category_code]) k
   where discovery_is_searchable(p.verification_status, p.search_visible, p.rate_minor)
   group by 1, 2, 3, 4, 5, 6
  having sum(r.delta) <> 0
   order by 1, 2, 3, 4, 5, 6
  on conflict (subject_code, city_code, country_code, rating_band, lesson_type, rate_minor)
  do update set teachers = c.teachers + excluded.teachers;
  return null;
end $$;

create or replace function discovery_rebuild_search_counts() returns void language sql as $$
  delete from teacher_search_counts;
  insert into teacher_search_counts (subject_code, city_code, country_code, rating_band, lesson_type, rate_minor, teachers)
  select k.subject_code, k.city_code, k.country_code, k.rating_band, k.lesson_type, k.rate_minor, count(*)::integer
    from teacher_profiles p
   cross join lateral discovery_count_keys(p.city_code, p.country_code, p.lesson_type, p.rate_minor, p.rating,
          array(select s.category_code from teacher_skills s where s.user_id = p.user_id) || ''::text) k
   where discovery_is_searchable(p.verification_status, p.search_visible, p.rate_minor)
   group by 1, 2, 3, 4, 5, 6;
$$;

-- Nothing calls the five-argument form any more.
drop function discovery_count_keys(text, text, text, integer, text[]);

-- The existing rows became the "any rating" rows; this adds the bands.
select discovery_rebuild_search_counts();
