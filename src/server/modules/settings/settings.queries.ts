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
