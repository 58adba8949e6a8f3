import type { Profile } from '../../../shared/contracts/accounts';
import type { Database } from '../../db/database';

/** The signed-in user with the avatar and verification of their role's profile. */
export async function readProfile(db: Database, userId: string): Promise<Profile | null> {
  const row = await db
    .selectFrom('users as u')
    .leftJoin('teacher_profiles as tp', 'tp.user_id', 'u.id')
    .leftJoin('student_profiles as sp', 'sp.user_id', 'u.id')
    .select([
      'u.id',
      'u.email',
      'u.role',
      'u.first_name',
      'u.last_name',
      'u.middle_name',
      'u.phone_number',
      'u.gender',
      'u.notifications_enabled',
      'u.registration_step',
      'u.email_verified',
      'u.active',
      'u.language',
      'u.search_category_code',
      'u.search_city_code',
      'tp.avatar_file_id as teacher_avatar_id',
      'sp.avatar_file_id as student_avatar_id',
      'tp.verification_status',
    ])
    .where('u.id', '=', userId)
    .where('u.deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    firstName: row.first_name,
    lastName: row.last_name,
    middleName: row.middle_name,
    phoneNumber: row.phone_number,
    avatarId: row.teacher_avatar_id ?? row.student_avatar_id ?? null,
    gender: row.gender,
    notificationsEnabled: row.notifications_enabled,
    registrationStep: row.registration_step,
    verified: row.role === 'ROLE_TEACHER' && row.verification_status === 'DONE',
    emailVerified: row.email_verified,
    active: row.active,
    language: row.language,
    searchCategoryCode: row.search_category_code,
    searchCityCode: row.search_city_code,
  };
}

/** Reference tables profiles point at; each has a text `code` key. */
export type CodeTable = 'categories' | 'cities' | 'countries' | 'spoken_languages' | 'currencies';

/** The given codes that do not exist in a reference table (answered as field errors, not 500s). */
export async function unknownCodes(db: Database, table: CodeTable, codes: readonly string[]): Promise<string[]> {
  const wanted = [...new Set(codes)];
  if (wanted.length === 0) return [];
  // Every CodeTable has the same `code` column; Kysely cannot see that through a union of names.
  const rows = await db
    .selectFrom(table as 'categories')
    .select('code')
    .where('code', 'in', wanted)
    .execute();
  const found = new Set(rows.map((row) => row.code.trim()));
  return wanted.filter((code) => !found.has(code));
}

/** The country a city is in, or null for an unknown city. */
export async function countryOfCity(db: Database, cityCode: string): Promise<string | null> {
  const row = await db.selectFrom('cities').select('country_code').where('code', '=', cityCode).executeTakeFirst();
  return row ? row.country_code.trim() : null;
}

export async function readStudentProfile(db: Database, userId: string) {
  return db
    .selectFrom('users as u')
    .innerJoin('student_profiles as sp', 'sp.user_id', 'u.id')
    .select([
      'u.id',
      'u.first_name',
      'u.last_name',
      'u.middle_name',
      'u.email',
      'u.phone_number',
      'u.email_verified',
      'u.active',
      'u.gender',
      'u.search_category_code',
      'u.search_city_code',
      'sp.interests',
      'sp.avatar_file_id',
    ])
    .where('u.id', '=', userId)
    .where('u.deleted_at', 'is', null)
    .executeTakeFirst();
}

export async function updateStudentInterests(
  db: Database,
  userId: string,
  interests: string[],
  at: Date,
): Promise<void> {
  await db.updateTable('student_profiles').set({ interests, updated_at: at }).where('user_id', '=', userId).execute();
}

export async function updateTeacherPlace(
  db: Database,
  userId: string,
  place: { date_of_birth?: string | null; country_code?: string | null; city_code?: string | null },
  at: Date,
): Promise<void> {
  await db
    .updateTable('teacher_profiles')
    .set({ ...place, updated_at: at })
    .where('user_id', '=', userId)
    .execute();
}

export async function replaceTeacherSkills(db: Database, userId: string, skills: readonly string[]): Promise<void> {
  await db.deleteFrom('teacher_skills').where('user_id', '=', userId).execute();
  if (skills.length > 0) {
    await db
      .insertInto('teacher_skills')
      .values([...new Set(skills)].map((code) => ({ user_id: userId, category_code: code })))
      .execute();
  }
}

/** Who holds a phone number (for "phone or email already in use"). */
export async function phoneOwner(db: Database, phoneNumber: string): Promise<string | null> {
  const row = await db.selectFrom('users').select('id').where('phone_number', '=', phoneNumber).executeTakeFirst();
  return row?.id ?? null;
}
