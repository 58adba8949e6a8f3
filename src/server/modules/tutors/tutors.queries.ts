import { CompiledQuery, sql } from 'kysely';
import type { Language } from '../../../shared/i18n/language';
import type { Database } from '../../db/database';
import { CARD_COLUMNS, type TutorCardRow } from '../search/search.module';

/** The tutor page row: the card's columns and the profile fields only the page shows. */
export async function readTutorRow(db: Database, tutorId: string) {
  const result = await db.executeQuery(
    CompiledQuery.raw(
      `select ${CARD_COLUMNS}, tp.about, tp.why_me, tp.intro_video_file_id, tp.intro_video_cover_file_id,
              tp.teaching_level, tp.timezone, to_char(tp.working_from, 'HH24:MI') as working_from,
              to_char(tp.working_to, 'HH24:MI') as working_to, u.created_at as member_since, u.last_seen_at, u.active
         from teacher_profiles tp join users u on u.id = tp.user_id
        where tp.user_id = $1 and u.deleted_at is null`,
      [tutorId],
    ) as CompiledQuery<TutorPageRow>,
  );
  return result.rows[0];
}

interface TutorPageRow extends TutorCardRow {
  about: string | null;
  why_me: string | null;
  intro_video_file_id: string | null;
  intro_video_cover_file_id: string | null;
  teaching_level: 'BEGINNER' | 'INTERMEDIATE' | 'ADVANCED' | 'HIGH' | null;
  timezone: string;
  working_from: string | null;
  working_to: string | null;
  member_since: Date;
  last_seen_at: Date | null;
  active: boolean;
}

export type TutorRow = NonNullable<Awaited<ReturnType<typeof readTutorRow>>>;

/** Languages (translated), education and experience of one tutor, newest first. */
export async function readTutorLists(db: Database, tutorId: string, language: Language) {
  const [languages, education, experience] = await Promise.all([
    db
      .selectFrom('teacher_languages as l')
      .innerJoin('spoken_languages as sl', 'sl.code', 'l.language_code')
      .select(['l.language_code as code', language === 'en' ? 'sl.name_en as name' : 'sl.name_uk as name', 'l.level'])
      .where('l.user_id', '=', tutorId)
      .orderBy('sl.sort_order')
      .execute(),
    db
      .selectFrom('teacher_education')
      .select(['institution', 'degree', 'from_year', 'to_year'])
      .where('user_id', '=', tutorId)
      .orderBy('from_year', 'desc')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('teacher_experience')
      .select(['position', 'place', 'from_year', 'to_year'])
      .where('user_id', '=', tutorId)
      .orderBy('from_year', 'desc')
      .orderBy('id')
      .execute(),
  ]);
  return { languages, education, experience };
}

/** How many reviews gave each rating. */
export function ratingBreakdown(db: Database, tutorId: string) {
  return db
    .selectFrom('reviews')
    .select(['rating', sql<string>`count(*)`.as('count')])
    .where('teacher_id', '=', tutorId)
    .groupBy('rating')
    .execute();
}

/** One page of reviews, newest first, with the author's public name parts. */
export function readReviews(db: Database, tutorId: string, page: { limit: number; offset: number }) {
  return db
    .selectFrom('reviews as r')
    .innerJoin('users as s', 's.id', 'r.student_id')
    .leftJoin('student_profiles as sp', 'sp.user_id', 's.id')
    .select([
      'r.id',
      'r.rating',
      'r.comment',
      'r.created_at',
      's.first_name',
      's.last_name',
      's.deleted_at',
      'sp.avatar_file_id',
    ])
    .where('r.teacher_id', '=', tutorId)
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function countReviews(db: Database, tutorId: string): Promise<number> {
  const row = await db
    .selectFrom('reviews')
    .select(sql<string>`count(*)`.as('n'))
    .where('teacher_id', '=', tutorId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function isFavourite(db: Database, userId: string, tutorId: string): Promise<boolean> {
  const row = await db
    .selectFrom('favourite_teachers')
    .select('teacher_id')
    .where('user_id', '=', userId)
    .where('teacher_id', '=', tutorId)
    .executeTakeFirst();
  return row !== undefined;
}
