import type { Language } from '../../../shared/i18n/language';
import type { Database } from '../../db/database';

export function readSettingsRow(db: Database, userId: string) {
  return db
    .selectFrom('users')
    .select([
      'id',
      'email',
      'role',
      'first_name',
      'last_name',
      'language',
      'notifications_enabled',
      'password_hash',
      'google_subject',
    ])
    .where('id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

export async function updateSettings(
  db: Database,
  userId: string,
  columns: { notifications_enabled?: boolean; language?: Language; password_hash?: string },
  at: Date,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ ...columns, updated_at: at })
    .where('id', '=', userId)
    .execute();
}

/**
 * Account deletion (6 "security section"). The row stays, because lessons, reviews and
 * later the money ledger refer to it, but nothing personal does: the email is replaced (so the
 * address can register again), the password, phone and Google link are cleared, the tutor
 * leaves search, and uploaded files go with the profile.
 */
export async function anonymiseUser(db: Database, userId: string, at: Date): Promise<void> {
  await db
    .updateTable('users')
    .set({
      email: `deleted+${userId}@repetytor.invalid`,
      password_hash: null,
      phone_number: null,
      google_subject: null,
      first_name: 'Deleted',
      last_name: 'User',
      middle_name: null,
      active: false,
      notifications_enabled: false,
      deleted_at: at,
      updated_at: at,
    })
    .where('id', '=', userId)
    .execute();
  await db
    .updateTable('teacher_profiles')
    .set({ search_visible: false, updated_at: at })
    .where('user_id', '=', userId)
    .execute();
}

/** Storage keys of the user's files, deleted with their rows (profile columns set null). */
export async function deleteUserFiles(db: Database, userId: string): Promise<string[]> {
  const rows = await db.deleteFrom('stored_files').where('owner_id', '=', userId).returning('storage_key').execute();
  return rows.map((row) => row.storage_key);
}
