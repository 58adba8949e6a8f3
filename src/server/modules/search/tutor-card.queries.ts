import { CompiledQuery } from 'kysely';
import type { Database } from '../../db/database';
import type { LessonType, VerificationStatus } from '../../db/schema/profiles.tables';

/**
 * Only verified teachers appear in search, and only while their search visibility is
 * on; a card also needs a price. Written exactly as the partial indexes of migration 0200 are,
 * because PostgreSQL uses a partial index only for a query whose WHERE implies its predicate.
 */
export const SEARCHABLE = `tp.verification_status = 'DONE' and tp.search_visible and tp.rate_minor is not null`;

/**
 * What a tutor card shows, over `teacher_profiles tp join users u`, with subject, city and
 * country as codes (their names come from reference-names.ts). Kept to one join and one small
 * subquery: on PGlite every extra join here cost more than the index walk that picks the page.
 *
 * Every column is a text, number, boolean or text array, so a card reads the same from a plain
 * row as from the JSON the search statement aggregates its cards into: the rating as float8 (a
 * numeric would be a string in a row and a number in JSON), and one instant, when the tutor was
 * listed, as epoch milliseconds (a timestamp would be a Date in a row and a string in JSON).
 */
export const CARD_COLUMNS = `tp.user_id as id, u.first_name, u.last_name, tp.avatar_file_id, tp.title,
  tp.rating::float8 as rating, tp.review_count, tp.rate_minor, tp.lesson_type, tp.city_code,
  trim(tp.country_code) as country_code, tp.free_first_lesson, tp.verification_status,
  (extract(epoch from coalesce(tp.verified_at, tp.created_at)) * 1000)::float8 as listed_since_ms,
  tp.profile_views, tp.profile_score,
  array(select s.category_code from teacher_skills s where s.user_id = tp.user_id) as subject_codes`;

export interface TutorCardRow {
  id: string;
  first_name: string;
  last_name: string;
  avatar_file_id: string | null;
  title: string | null;
  rating: number;
  review_count: number;
  rate_minor: number | null;
  lesson_type: LessonType | null;
  city_code: string | null;
  country_code: string | null;
  free_first_lesson: boolean;
  verification_status: VerificationStatus;
  /** When the tutor was verified (their start on the marketplace), else created, in epoch ms. */
  listed_since_ms: number;
  profile_views: number;
  profile_score: number;
  subject_codes: string[];
}

/** Card rows of the given tutors, in the order of `ids`. */
export async function readTutorCards(db: Database, ids: readonly string[]): Promise<TutorCardRow[]> {
  if (ids.length === 0) return [];
  const result = await db.executeQuery(
    CompiledQuery.raw(
      `select ${CARD_COLUMNS} from teacher_profiles tp join users u on u.id = tp.user_id where tp.user_id = any($1::uuid[])`,
      [[...ids]],
    ) as CompiledQuery<TutorCardRow>,
  );
  const byId = new Map(result.rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
