import type { Database } from '../../db/database';
import type { ApprovalStatus, VerificationStatus } from '../../db/schema/profiles.tables';

/**
 * The profile tables' writes that other modules ask for through the profile facade: this module
 * alone writes teacher_profiles, student_profiles and stored_files (src/server/db/table-owners.ts).
 * Each takes the caller's transaction, so the write commits or rolls back with the caller's change.
 */

/** The empty profile of a new account's role, in the sign-up's transaction. */
export async function insertEmptyProfile(trx: Database, user: { id: string; role: string }, at: Date): Promise<void> {
  if (user.role === 'ROLE_TEACHER') {
    await trx.insertInto('teacher_profiles').values({ user_id: user.id, created_at: at, updated_at: at }).execute();
  } else if (user.role === 'ROLE_STUDENT') {
    await trx
      .insertInto('student_profiles')
      .values({ user_id: user.id, created_at: at, updated_at: at, avatar_file_id: null })
      .execute();
  }
}

/** What a verification change writes on the profile. */
export interface VerificationChange {
  verification_status: VerificationStatus;
  approval_status: ApprovalStatus;
  verification_reason: string | null;
  verification_submitted_at?: Date;
  verified_at?: Date | null;
  search_visible?: boolean;
}

/** Moves the verification when it is in one of `from`; answers whether it moved. */
export async function moveVerification(
  trx: Database,
  userId: string,
  from: readonly VerificationStatus[],
  to: VerificationChange,
  at: Date,
): Promise<boolean> {
  const row = await trx
    .updateTable('teacher_profiles')
    .set({ ...to, updated_at: at })
    .where('user_id', '=', userId)
    .where('verification_status', 'in', [...from])
    .returning('user_id')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Sets search visibility. `onlyVerified` leaves an unverified tutor hidden; answers whether the
 * row changed, so a caller can tell a hide that happened from one already in place.
 */
export async function setSearchVisible(
  trx: Database,
  userId: string,
  visible: boolean,
  at: Date,
  options: { onlyVerified?: boolean } = {},
): Promise<boolean> {
  let update = trx
    .updateTable('teacher_profiles')
    .set({ search_visible: visible, updated_at: at })
    .where('user_id', '=', userId)
    .where('search_visible', '=', !visible);
  if (options.onlyVerified) update = update.where('verification_status', '=', 'DONE');
  return (await update.returning('user_id').executeTakeFirst()) !== undefined;
}

/** The tutor's working hours, which the schedule editor saves with the week. */
export async function setWorkingHours(
  trx: Database,
  teacherId: string,
  hours: { from: string; to: string },
  at: Date,
): Promise<void> {
  await trx
    .updateTable('teacher_profiles')
    .set({ working_from: hours.from, working_to: hours.to, updated_at: at })
    .where('user_id', '=', teacherId)
    .execute();
}

/**
 * One more profile view. Only `profile_views` changes, a column no index and no trigger reads,
 * so PostgreSQL can update the row in place (HOT) and the score is not recomputed.
 */
export async function countProfileView(db: Database, tutorId: string): Promise<void> {
  await db
    .updateTable('teacher_profiles')
    .set((eb) => ({ profile_views: eb('profile_views', '+', 1) }))
    .where('user_id', '=', tutorId)
    .execute();
}

/** Deletes every file the user uploaded (profile columns set null); their storage keys. */
export async function deleteFilesOf(trx: Database, userId: string): Promise<string[]> {
  const rows = await trx.deleteFrom('stored_files').where('owner_id', '=', userId).returning('storage_key').execute();
  return rows.map((row) => row.storage_key);
}
