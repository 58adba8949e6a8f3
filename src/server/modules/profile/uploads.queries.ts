import type { Database } from '../../db/database';
import type { StoredFileKind } from '../../db/schema/profiles.tables';

export async function insertStoredFile(
  db: Database,
  row: {
    ownerId: string;
    kind: StoredFileKind;
    mimeType: string;
    byteSize: number;
    storageKey: string;
    originalName: string | null;
    createdAt: Date;
  },
) {
  return db
    .insertInto('stored_files')
    .values({
      owner_id: row.ownerId,
      kind: row.kind,
      mime_type: row.mimeType,
      byte_size: row.byteSize,
      storage_key: row.storageKey,
      original_name: row.originalName,
      created_at: row.createdAt,
    })
    .returning(['id', 'kind', 'mime_type', 'byte_size'])
    .executeTakeFirstOrThrow();
}

/** Which profile column holds a file of each kind. */
const TEACHER_COLUMN = {
  AVATAR: 'avatar_file_id',
  INTRO_VIDEO: 'intro_video_file_id',
  VIDEO_COVER: 'intro_video_cover_file_id',
} as const;

/** Points the user's profile at the new file; answers the file it replaced, if any. */
export async function attachToProfile(
  db: Database,
  user: { id: string; role: string },
  kind: keyof typeof TEACHER_COLUMN,
  fileId: string,
  at: Date,
): Promise<string | null> {
  if (user.role === 'ROLE_TEACHER') {
    const column = TEACHER_COLUMN[kind];
    const before = await db
      .selectFrom('teacher_profiles')
      .select(column)
      .where('user_id', '=', user.id)
      .executeTakeFirst();
    await db
      .updateTable('teacher_profiles')
      .set({ [column]: fileId, updated_at: at })
      .where('user_id', '=', user.id)
      .execute();
    return (before as Record<string, string | null> | undefined)?.[column] ?? null;
  }
  const before = await db
    .selectFrom('student_profiles')
    .select('avatar_file_id')
    .where('user_id', '=', user.id)
    .executeTakeFirst();
  await db
    .updateTable('student_profiles')
    .set({ avatar_file_id: fileId, updated_at: at })
    .where('user_id', '=', user.id)
    .execute();
  return before?.avatar_file_id ?? null;
}

/** Deletes the row; answers its storage key so the caller can delete the bytes. */
export async function deleteStoredFile(db: Database, fileId: string): Promise<string | null> {
  const row = await db.deleteFrom('stored_files').where('id', '=', fileId).returning('storage_key').executeTakeFirst();
  return row?.storage_key ?? null;
}

/** Files anyone may fetch: what public tutor pages show. Attachments are never served here. */
export function findPublicFile(db: Database, fileId: string) {
  return db
    .selectFrom('stored_files')
    .select(['storage_key', 'mime_type', 'byte_size'])
    .where('id', '=', fileId)
    .where('kind', 'in', ['AVATAR', 'INTRO_VIDEO', 'VIDEO_COVER'])
    .executeTakeFirst();
}
