import { sql } from 'kysely';
import type { TeacherProfileValues } from '../../../shared/contracts/accounts';
import type { Database } from '../../db/database';

/** The teacher's own row with formatted date and times (both drivers agree on text). */
export function readTeacherRow(db: Database, userId: string) {
  return db
    .selectFrom('users as u')
    .innerJoin('teacher_profiles as tp', 'tp.user_id', 'u.id')
    .select([
      'u.id',
      'u.first_name',
      'u.last_name',
      'u.middle_name',
      'u.created_at',
      'u.last_seen_at',
      sql<string | null>`to_char(tp.date_of_birth, 'YYYY-MM-DD')`.as('date_of_birth'),
      sql<string | null>`trim(tp.country_code)`.as('country_code'),
      'tp.city_code',
      'tp.title',
      'tp.about',
      'tp.why_me',
      'tp.avatar_file_id',
      'tp.intro_video_file_id',
      'tp.intro_video_cover_file_id',
      sql<string>`trim(tp.currency)`.as('currency'),
      'tp.rate_minor',
      'tp.lesson_type',
      'tp.teaching_level',
      sql<string | null>`to_char(tp.working_from, 'HH24:MI')`.as('working_from'),
      sql<string | null>`to_char(tp.working_to, 'HH24:MI')`.as('working_to'),
      'tp.timezone',
      'tp.free_first_lesson',
      'tp.search_visible',
      'tp.verification_status',
      'tp.verification_reason',
      'tp.approval_status',
      'tp.verification_submitted_at',
      'tp.verified_at',
      'tp.rating',
      'tp.review_count',
      'tp.profile_views',
    ])
    .where('u.id', '=', userId)
    .where('u.deleted_at', 'is', null)
    .executeTakeFirst();
}

export type TeacherRow = NonNullable<Awaited<ReturnType<typeof readTeacherRow>>>;

/** Skills, languages, education and experience of one teacher. */
export async function readTeacherLists(db: Database, userId: string) {
  const [skills, languages, education, experience] = await Promise.all([
    db
      .selectFrom('teacher_skills')
      .select('category_code')
      .where('user_id', '=', userId)
      .orderBy('category_code')
      .execute(),
    db
      .selectFrom('teacher_languages')
      .select(['language_code', 'level'])
      .where('user_id', '=', userId)
      .orderBy('language_code')
      .execute(),
    db
      .selectFrom('teacher_education')
      .select(['institution', 'degree', 'from_year', 'to_year'])
      .where('user_id', '=', userId)
      .orderBy('from_year', 'desc')
      .execute(),
    db
      .selectFrom('teacher_experience')
      .select(['position', 'place', 'from_year', 'to_year'])
      .where('user_id', '=', userId)
      .orderBy('from_year', 'desc')
      .execute(),
  ]);
  return {
    skills: skills.map((s) => s.category_code),
    languages: languages.map((l) => ({ code: l.language_code, level: l.level })),
    education: education.map((e) => ({
      institution: e.institution,
      degree: e.degree,
      fromYear: e.from_year,
      toYear: e.to_year,
    })),
    experience: experience.map((e) => ({
      position: e.position,
      place: e.place,
      fromYear: e.from_year,
      toYear: e.to_year,
    })),
  };
}

/** The tutor's verification status; undefined for a user without a teacher profile. */
export async function verificationStatusOf(db: Database, userId: string) {
  const row = await db
    .selectFrom('teacher_profiles')
    .select('verification_status')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.verification_status;
}

/**
 * Writes the whole profile but the name, which is the account's (auth writes it); the caller
 * runs both in one transaction.
 */
export async function writeTeacherProfile(
  db: Database,
  userId: string,
  v: TeacherProfileValues,
  at: Date,
): Promise<void> {
  await db
    .updateTable('teacher_profiles')
    .set({
      date_of_birth: v.dateOfBirth ?? null,
      country_code: v.countryCode?.toUpperCase() ?? null,
      city_code: v.cityCode,
      title: v.title,
      about: v.about,
      why_me: v.whyMe,
      avatar_file_id: v.avatarId,
      intro_video_file_id: v.introVideoId ?? null,
      intro_video_cover_file_id: v.introVideoCoverId ?? null,
      currency: v.currency.toUpperCase(),
      rate_minor: v.rateMinor,
      lesson_type: v.lessonType,
      teaching_level: v.level,
      working_from: v.workingFrom,
      working_to: v.workingTo,
      timezone: v.timezone,
      free_first_lesson: v.freeFirstLesson,
      updated_at: at,
    })
    .where('user_id', '=', userId)
    .execute();
  await db.deleteFrom('teacher_skills').where('user_id', '=', userId).execute();
  await db
    .insertInto('teacher_skills')
    .values([...new Set(v.skills)].map((code) => ({ user_id: userId, category_code: code })))
    .execute();
  await db.deleteFrom('teacher_languages').where('user_id', '=', userId).execute();
  const languages = new Map(v.languages.map((l) => [l.code, l.level]));
  await db
    .insertInto('teacher_languages')
    .values([...languages].map(([code, level]) => ({ user_id: userId, language_code: code, level })))
    .execute();
  await db.deleteFrom('teacher_education').where('user_id', '=', userId).execute();
  if (v.education.length > 0) {
    await db
      .insertInto('teacher_education')
      .values(
        v.education.map((e) => ({
          user_id: userId,
          institution: e.institution,
          degree: e.degree,
          from_year: e.fromYear,
          to_year: e.toYear,
        })),
      )
      .execute();
  }
  await db.deleteFrom('teacher_experience').where('user_id', '=', userId).execute();
  if (v.experience.length > 0) {
    await db
      .insertInto('teacher_experience')
      .values(
        v.experience.map((e) => ({
          user_id: userId,
          position: e.position,
          place: e.place,
          from_year: e.fromYear,
          to_year: e.toYear,
        })),
      )
      .execute();
  }
}

/** The kind of a stored file if it belongs to the user, else null. */
export async function ownedFileKind(db: Database, userId: string, fileId: string): Promise<string | null> {
  const row = await db
    .selectFrom('stored_files')
    .select('kind')
    .where('id', '=', fileId)
    .where('owner_id', '=', userId)
    .executeTakeFirst();
  return row?.kind ?? null;
}
