/**
 * Bulk-generates teachers for the search benchmark: `count` users with teacher
 * profiles, skills, languages, education and experience, entirely in SQL (INSERT … SELECT
 * generate_series), so 100k teachers take seconds rather than 100k round trips.
 *
 * Deterministic: every "random" choice is a slice of md5(row number), so two runs (and PGlite
 * and PostgreSQL) produce the same data and the same `total`s. The mix is shaped like the demo
 * seed: most tutors verified and visible, a skew towards Kyiv, Lviv, Kharkiv, Odesa and Dnipro,
 * rates 150–1200 UAH with more cheap than dear, and maths, English and Ukrainian the common subjects.
 *
 *   npx tsx scripts/bench/generate-teachers.ts [count]     (DATABASE_URL, or PGlite in DATA_DIR)
 */
import path from 'node:path';
import { sql } from 'kysely';
import { openDatabase, type Database } from '../../src/server/db/database';
import { migrate } from '../../src/server/db/migrator';
import { seedDatabase } from '../../src/server/db/seed/seed';

/** Weighted by repetition: Kyiv is about a quarter of all tutors, abroad a few per cent. */
const CITY_WEIGHTS: Record<string, number> = {
  kyiv: 25,
  kharkiv: 9,
  lviv: 10,
  odesa: 8,
  dnipro: 8,
  zaporizhzhia: 3,
  vinnytsia: 3,
  poltava: 2,
  chernihiv: 2,
  cherkasy: 2,
  zhytomyr: 2,
  sumy: 2,
  rivne: 2,
  'ivano-frankivsk': 3,
  ternopil: 2,
  lutsk: 2,
  uzhhorod: 2,
  chernivtsi: 2,
  khmelnytskyi: 2,
  kropyvnytskyi: 1,
  mykolaiv: 2,
  kherson: 1,
  warsaw: 2,
  krakow: 1,
  wroclaw: 1,
  berlin: 1,
  munich: 1,
  prague: 1,
  london: 1,
  toronto: 1,
  'new-york': 1,
};
const SUBJECT_WEIGHTS: Record<string, number> = {
  mathematics: 14,
  english: 14,
  'ukrainian-language': 9,
  'nmt-mathematics': 6,
  'nmt-ukrainian': 5,
  'history-of-ukraine': 4,
  physics: 4,
  chemistry: 3,
  biology: 3,
  geography: 2,
  'primary-school': 4,
  'ukrainian-literature': 3,
  'nmt-history': 2,
  'nmt-english': 3,
  evi: 1,
  german: 3,
  polish: 3,
  french: 2,
  spanish: 2,
  'ukrainian-for-foreigners': 1,
  programming: 3,
  python: 2,
  javascript: 2,
  'computer-science': 2,
  piano: 1,
  guitar: 1,
  vocals: 1,
  drawing: 1,
  chess: 1,
};

function weighted(weights: Record<string, number>): string[] {
  return Object.entries(weights).flatMap(([code, weight]) => Array<string>(weight).fill(code));
}

/** A uniform number in [0, 1) from 28 bits of md5(salt || i): portable across PG 15 and 18. */
const rnd = (salt: string, column = 'i') =>
  sql.raw(`(('x' || substr(md5('${salt}' || ${column}), 1, 7))::bit(28)::int / 268435456.0)`);

/** Reports how long each step took, for the benchmark's log. */
export type StepLog = (step: string, ms: number) => void;

export async function generateTeachers(db: Database, count: number, log: StepLog = () => {}): Promise<void> {
  const cities = weighted(CITY_WEIGHTS);
  const subjects = weighted(SUBJECT_WEIGHTS);
  let mark = performance.now();
  const step = (name: string) => {
    const now = performance.now();
    log(name, now - mark);
    mark = now;
  };
  await db.transaction().execute(async (trx) => {
    // The standard bulk-load switch (superuser): no per-row foreign-key checks (the rows are valid
    // by construction) and no per-row scoring triggers; everything is scored once at the end.
    await sql`set local session_replication_role = replica`.execute(trx);
    // Building the search indexes once from sorted data beats maintaining them row by row; their
    // definitions are read back from the catalogue, so migration 0200 stays their one source.
    const indexes = await sql<{ name: string; definition: string }>`
      select indexname as name, indexdef as definition from pg_indexes
       where schemaname = current_schema() and tablename = 'teacher_profiles' and indexname like 'teacher_search_%'`.execute(
      trx,
    );
    for (const index of indexes.rows) await sql.raw(`drop index ${index.name}`).execute(trx);
    await sql`
      insert into users (id, email, role, first_name, last_name, email_verified, registration_step, created_at, last_seen_at)
      select md5('bench-teacher-' || i)::uuid, 'bench-teacher-' || i || '@bench.invalid', 'ROLE_TEACHER',
             'Викладач', 'Номер ' || i, true, 'COMPLETE',
             now() - make_interval(days => (${rnd('created')} * 900)::int),
             now() - make_interval(hours => (${rnd('seen')} * 24 * 120)::int)
        from generate_series(1, ${count}::int) as i`.execute(trx);
    step('users');
    await sql`
      insert into teacher_profiles (user_id, country_code, city_code, title, about, why_me, rate_minor,
                                    lesson_type, teaching_level, working_from, working_to, free_first_lesson,
                                    search_visible, verification_status, verified_at, rating, review_count,
                                    profile_views, created_at, updated_at)
      select md5('bench-teacher-' || g.i)::uuid, c.country_code, c.code,
             'Репетитор, досвід ' || (1 + g.i % 25) || ' років',
             repeat('Готую до НМТ і допомагаю з поточною шкільною програмою. ', 1 + (g.i % 5)),
             case when g.r1 < 0.7 then 'Пояснюю просто, даю домашні завдання і відстежую прогрес.' end,
             -- 150..1200 UAH, skewed to the cheap end, in whole tens of hryvnias.
             (150 + round(power(g.r2, 1.6) * 105) * 10) * 100,
             case when g.r3 < 0.5 then 'ONLINE' when g.r3 < 0.85 then 'BOTH' else 'OFFLINE' end,
             'INTERMEDIATE', '09:00', '19:00', g.r4 < 0.3,
             g.r5 < 0.95, case when g.r6 < 0.9 then 'DONE' when g.r6 < 0.95 then 'IN_PROCESS' else 'NOT_DONE' end,
             case when g.r6 < 0.9 then now() - make_interval(days => (g.r7 * 700)::int) end,
             case when g.r8 < 0.35 then 0 else round((3.4 + power(g.r9, 0.5) * 1.6)::numeric, 2) end,
             case when g.r8 < 0.35 then 0 else 1 + floor(power(g.r10, 2) * 120)::int end,
             floor(g.r11 * 3000)::int,
             now() - make_interval(days => (g.r7 * 900)::int), now() - make_interval(days => (g.r12 * 200)::int)
        from (select i, ${rnd('r1')} r1, ${rnd('r2')} r2, ${rnd('r3')} r3, ${rnd('r4')} r4, ${rnd('r5')} r5,
                     ${rnd('r6')} r6, ${rnd('r7')} r7, ${rnd('r8')} r8, ${rnd('r9')} r9, ${rnd('r10')} r10,
                     ${rnd('r11')} r11, ${rnd('r12')} r12,
                     (${sql.val(cities)}::text[])[1 + floor(${rnd('city')} * ${cities.length})::int] as city
                from generate_series(1, ${count}::int) as i) g
        join cities c on c.code = g.city`.execute(trx);
    step('profiles');
    // One to three subjects each; the same subject drawn twice collapses on the key.
    await sql`
      insert into teacher_skills (user_id, category_code)
      select distinct md5('bench-teacher-' || i)::uuid,
             (${sql.val(subjects)}::text[])[1 + floor(${rnd('skill', "i || ':' || k")} * ${subjects.length})::int]
        from generate_series(1, ${count}::int) as i, generate_series(1, 3) as k
       where k = 1 or ${rnd('more', "i || ':' || k")} < 0.45`.execute(trx);
    step('skills');
    await sql`
      insert into teacher_languages (user_id, language_code, level)
      select md5('bench-teacher-' || i)::uuid, 'uk', 'native speaker' from generate_series(1, ${count}::int) as i
      union all
      select md5('bench-teacher-' || i)::uuid, 'en', case when i % 3 = 0 then 'advanced' else 'intermediate' end
        from generate_series(1, ${count}::int) as i where i % 2 = 0`.execute(trx);
    step('languages');
    await sql`
      insert into teacher_education (user_id, institution, degree, from_year, to_year)
      select md5('bench-teacher-' || i)::uuid, 'Київський національний університет імені Тараса Шевченка',
             'Магістр', 2000 + i % 15, 2005 + i % 15
        from generate_series(1, ${count}::int) as i where i % 10 < 7`.execute(trx);
    step('education');
    await sql`
      insert into teacher_experience (user_id, position, place, from_year, to_year)
      select md5('bench-teacher-' || i)::uuid, 'Вчитель', 'Ліцей № ' || (1 + i % 300), 2008 + i % 12, null
        from generate_series(1, ${count}::int) as i where i % 10 < 6`.execute(trx);
    step('experience');
    await sql`select discovery_rebuild_search_subjects()`.execute(trx);
    await sql`select discovery_rescore_all()`.execute(trx);
    step('score');
    await sql`select discovery_rebuild_search_counts()`.execute(trx);
    step('search counts');
    for (const index of indexes.rows) await sql.raw(index.definition).execute(trx);
    step('indexes');
  });
  // Fresh statistics for the planner and a set visibility map for index-only counts.
  for (const table of ['users', 'teacher_profiles', 'teacher_skills', 'teacher_languages', 'teacher_search_counts']) {
    await sql.raw(`vacuum analyze ${table}`).execute(db);
  }
  step('vacuum analyze');
  // Write the generated pages out now: otherwise the server's checkpointer spreads that writing
  // over the next minutes (the load exceeds max_wal_size), in the middle of what is measured.
  await sql`checkpoint`.execute(db);
  step('checkpoint');
}

async function main() {
  const count = Number(process.argv[2] ?? 100_000);
  const handle = await openDatabase({
    databaseUrl: process.env.DATABASE_URL,
    pgliteDir: path.join(process.env.DATA_DIR ?? '.data', 'pglite'),
  });
  await migrate(handle.db);
  await seedDatabase(handle.db, { demo: false });
  const started = performance.now();
  await generateTeachers(handle.db, count, (name, ms) => console.log(`  ${name}: ${ms.toFixed(0)} ms`));
  console.log(`generated ${count} teachers in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  await handle.close();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
