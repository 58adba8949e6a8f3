-- Tutor discovery: search indexes and the profile score of docs/discovery/badges-and-score.md.
--
-- "Searchable" means verified (verification_status DONE), search visibility on and a rate set
-- (only verified teachers appear in search; the card shows a price). Every index
-- below is partial on exactly that predicate, so search never reads hidden or unverified rows and
-- the indexes stay as small as the searchable set. search.queries.ts repeats the predicate
-- word for word: the planner only uses a partial index whose predicate the query implies.

-- The subjects a teacher teaches, copied from teacher_skills (kept by the trigger below) so the
-- search indexes can carry them: a subject filter is then checked on the index entry itself,
-- not by a probe into teacher_skills per entry walked (what made deep subject pages slow).
alter table teacher_profiles add column search_subjects text[] not null default '{}';

-- One index per search sort, each ending in the tie-breakers the query orders by, so a page
-- is a short index walk (top-N without a sort) and the order is total (stable paging). Each also
-- carries (INCLUDE) every column a filter reads, so a filtered walk never visits the table.
create index teacher_search_rating_idx on teacher_profiles (rating desc, review_count desc, user_id)
  include (search_subjects, city_code, country_code, lesson_type, rate_minor)
  where verification_status = 'DONE' and search_visible and rate_minor is not null;
create index teacher_search_price_asc_idx on teacher_profiles (rate_minor, rating desc, user_id)
  include (search_subjects, city_code, country_code, lesson_type)
  where verification_status = 'DONE' and search_visible and rate_minor is not null;
create index teacher_search_price_desc_idx on teacher_profiles (rate_minor desc, rating desc, user_id)
  include (search_subjects, city_code, country_code, lesson_type)
  where verification_status = 'DONE' and search_visible and rate_minor is not null;
create index teacher_search_score_idx on teacher_profiles (profile_score desc, rating desc, user_id)
  include (search_subjects, city_code, country_code, lesson_type, rate_minor)
  where verification_status = 'DONE' and search_visible and rate_minor is not null;

-- Cities, for places too small for a sort-index walk to find a page quickly: the city's entries
-- with every sort and filter column, sorted in memory (a city holds thousands at most). A
-- country needs no index of its own: most tutors are in Ukraine, and the few abroad are found
-- by the walks above (country_code rides in them). Each index also costs planning time on
-- every search, so there are no more than the sorts and the city need.
create index teacher_search_city_idx on teacher_profiles (city_code, user_id)
  include (search_subjects, lesson_type, rate_minor, rating, review_count, profile_score)
  where verification_status = 'DONE' and search_visible and rate_minor is not null;

-- ---------------------------------------------------------------------------------------------
-- Profile score (0..100) = completeness 40 + rating 30 + reviews 15 + activity 15.
-- The formula lives here once; docs/discovery/badges-and-score.md explains each term.
-- ---------------------------------------------------------------------------------------------
-- The formula over its inputs, written once. Plain SQL over arguments, so the planner inlines it
-- into set-based statements (discovery_rescore_all) instead of calling it row by row.
create or replace function discovery_score_of(
  tp teacher_profiles, has_education boolean, has_experience boolean, has_languages boolean,
  has_skills boolean, last_seen_at timestamptz
) returns integer
language sql stable as $$
  -- numeric, not float: round() on a float rounds half to even (44.5 → 44), on numeric half up.
  select least(100, greatest(0, round((
      -- Completeness (40): the fields a student reads before writing to a tutor.
      (case when coalesce(length(trim(tp.title)), 0) > 0 then 4 else 0 end)
    + (case when coalesce(length(tp.about), 0) >= 200 then 6 when coalesce(length(tp.about), 0) > 0 then 3 else 0 end)
    + (case when coalesce(length(trim(tp.why_me)), 0) > 0 then 4 else 0 end)
    + (case when tp.avatar_file_id is not null then 6 else 0 end)
    + (case when tp.intro_video_file_id is not null then 4 else 0 end)
    + (case when tp.working_from is not null and tp.working_to is not null then 2 else 0 end)
    + (case when has_education then 4 else 0 end)
    + (case when has_experience then 4 else 0 end)
    + (case when has_languages then 3 else 0 end)
    + (case when has_skills then 3 else 0 end)
      -- Rating (30): Bayesian average with a prior of 4.0 worth 3 reviews, so one 5-star review
      -- does not outrank fifty 4.9s, and a tutor without reviews starts mid-field, not at zero.
    + 30 * ((tp.rating * tp.review_count + 4.0 * 3) / (tp.review_count + 3) - 1) / 4
      -- Reviews (15): logarithmic, full at 50 reviews.
    + 15 * least(1, ln(1 + tp.review_count) / ln(51))
      -- Activity (15): the later of the last visit and the last profile edit.
    + case
        when now() - greatest(last_seen_at, tp.updated_at) <= interval '7 days' then 15
        when now() - greatest(last_seen_at, tp.updated_at) <= interval '30 days' then 10
        when now() - greatest(last_seen_at, tp.updated_at) <= interval '90 days' then 5
        else 0 end
  )::numeric)))::integer
$$;

-- The score of one profile row, reading its child rows: what the triggers use.
create or replace function discovery_profile_score(tp teacher_profiles) returns integer
language sql stable as $$
  select discovery_score_of(tp,
    exists (select 1 from teacher_education e where e.user_id = tp.user_id),
    exists (select 1 from teacher_experience x where x.user_id = tp.user_id),
    exists (select 1 from teacher_languages l where l.user_id = tp.user_id),
    exists (select 1 from teacher_skills s where s.user_id = tp.user_id),
    (select u.last_seen_at from users u where u.id = tp.user_id))
$$;

-- Rescores every teacher in one pass (hash joins, not per-row lookups): after bulk loads and as
-- the periodic sweep that lets the activity term decay while nothing else changes.
create or replace function discovery_rescore_all() returns integer
language sql as $$
  with scored as (
    select p.user_id, discovery_score_of(p, e.user_id is not null, x.user_id is not null,
             l.user_id is not null, k.user_id is not null, u.last_seen_at) as score
      from teacher_profiles p
      join users u on u.id = p.user_id
      left join (select distinct user_id from teacher_education) e on e.user_id = p.user_id
      left join (select distinct user_id from teacher_experience) x on x.user_id = p.user_id
      left join (select distinct user_id from teacher_languages) l on l.user_id = p.user_id
      left join (select distinct user_id from teacher_skills) k on k.user_id = p.user_id
  ), changed as (
    update teacher_profiles tp set profile_score = scored.score
      from scored
     where tp.user_id = scored.user_id and tp.profile_score is distinct from scored.score
    returning 1
  )
  select count(*)::integer from changed
$$;

-- Recomputes rating and review count of the given teachers from their reviews. Setting them
-- fires teacher_profiles_score_trg, which rescores each row; set-based, so one call serves a
-- single review and a bulk import alike.
create or replace function discovery_refresh_ratings(ids uuid[]) returns void
language sql as $$
  update teacher_profiles tp
     set rating = coalesce(r.avg_rating, 0), review_count = coalesce(r.n, 0)
    from (select t.id, round(avg(rv.rating), 2) as avg_rating, count(rv.id)::integer as n
            from unnest(ids) as t(id) left join reviews rv on rv.teacher_id = t.id
           group by t.id) r
   where tp.user_id = r.id;
$$;

-- Rescores the given teachers after a change to their child rows; rows whose score stays the
-- same are not written.
create or replace function discovery_rescore_teachers(ids uuid[]) returns void
language sql as $$
  update teacher_profiles tp set profile_score = discovery_profile_score(tp)
   where tp.user_id = any(ids) and tp.profile_score is distinct from discovery_profile_score(tp);
$$;

-- Whoever edits a profile (accounts issue, admin tools, imports), the score follows: inputs
-- on the row itself are scored before the row is written...
create or replace function discovery_score_row_trg() returns trigger language plpgsql as $$
begin
  new.profile_score := discovery_profile_score(new);
  return new;
end $$;
create trigger teacher_profiles_score_trg
  before insert or update of title, about, why_me, avatar_file_id, intro_video_file_id,
    working_from, working_to, rating, review_count, updated_at
  on teacher_profiles for each row execute function discovery_score_row_trg();

-- ...and changes to child rows (skills, languages, education, experience, reviews) refresh the
-- teachers they belong to, once per statement whatever the number of rows.
create or replace function discovery_children_trg() returns trigger language plpgsql as $$
declare
  key text := tg_argv[0];
  -- Reviews change the rating (and through it the score); skills the subjects and the score;
  -- other child rows only the score.
  refresh text := case tg_table_name
    when 'reviews' then 'discovery_refresh_ratings'
    when 'teacher_skills' then 'discovery_refresh_subjects'
    else 'discovery_rescore_teachers' end;
begin
  -- Transition tables exist only for their own event, so each is read in its own branch.
  if tg_op = 'INSERT' then
    execute format('select %I(array(select distinct %I from new_rows))', refresh, key);
  elsif tg_op = 'DELETE' then
    execute format('select %I(array(select distinct %I from old_rows))', refresh, key);
  else
    execute format('select %I(array(select %I from new_rows union select %I from old_rows))', refresh, key, key);
  end if;
  return null;
end $$;

-- Skills also feed search_subjects; one update sets both it and the score.
create or replace function discovery_refresh_subjects(ids uuid[]) returns void
language sql as $$
  update teacher_profiles tp
     set search_subjects = array(select s.category_code from teacher_skills s where s.user_id = tp.user_id order by 1),
         profile_score = discovery_profile_score(tp)
   where tp.user_id = any(ids);
$$;

-- Fills search_subjects of every teacher from teacher_skills: after bulk loads that bypass
-- triggers (session_replication_role = replica) and as a consistency repair.
create or replace function discovery_rebuild_search_subjects() returns void
language sql as $$
  update teacher_profiles tp set search_subjects = coalesce(s.codes, '{}')
    from (select p.user_id, array_agg(k.category_code order by k.category_code) filter (where k.category_code is not null) as codes
            from teacher_profiles p left join teacher_skills k on k.user_id = p.user_id group by p.user_id) s
   where tp.user_id = s.user_id and tp.search_subjects is distinct from coalesce(s.codes, '{}');
$$;

create trigger teacher_skills_ins_trg after insert on teacher_skills
  referencing new table as new_rows for each statement execute function discovery_children_trg('user_id');
create trigger teacher_skills_del_trg after delete on teacher_skills
  referencing old table as old_rows for each statement execute function discovery_children_trg('user_id');
create trigger teacher_skills_upd_trg after update on teacher_skills
  referencing new table as new_rows old table as old_rows
  for each statement execute function discovery_children_trg('user_id');
create trigger teacher_languages_ins_trg after insert on teacher_languages
  referencing new table as new_rows for each statement execute function discovery_children_trg('user_id');
create trigger teacher_languages_del_trg after delete on teacher_languages
  referencing old table as old_rows for each statement execute function discovery_children_trg('user_id');
create trigger teacher_education_ins_trg after insert on teacher_education
  referencing new table as new_rows for each statement execute function discovery_children_trg('user_id');
create trigger teacher_education_del_trg after delete on teacher_education
  referencing old table as old_rows for each statement execute function discovery_children_trg('user_id');
create trigger teacher_experience_ins_trg after insert on teacher_experience
  referencing new table as new_rows for each statement execute function discovery_children_trg('user_id');
create trigger teacher_experience_del_trg after delete on teacher_experience
  referencing old table as old_rows for each statement execute function discovery_children_trg('user_id');
create trigger reviews_ins_trg after insert on reviews
  referencing new table as new_rows for each statement execute function discovery_children_trg('teacher_id');
create trigger reviews_del_trg after delete on reviews
  referencing old table as old_rows for each statement execute function discovery_children_trg('teacher_id');
create trigger reviews_upd_trg after update on reviews
  referencing new table as new_rows old table as old_rows
  for each statement execute function discovery_children_trg('teacher_id');

-- Activity: a teacher's visit can move them into a better activity band.
create or replace function discovery_last_seen_trg() returns trigger language plpgsql as $$
begin
  update teacher_profiles tp set profile_score = discovery_profile_score(tp)
   where tp.user_id = new.id and tp.profile_score is distinct from discovery_profile_score(tp);
  return null;
end $$;
create trigger users_last_seen_score_trg after update of last_seen_at on users
  for each row when (new.role = 'ROLE_TEACHER' and old.last_seen_at is distinct from new.last_seen_at)
  execute function discovery_last_seen_trg();
