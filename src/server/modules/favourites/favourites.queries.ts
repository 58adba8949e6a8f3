import type { Database } from '../../db/database';

/**
 * Every query here is keyed by the signed-in user's id first: a user only ever reads or writes
 * their own favourites, whatever ids a request carries.
 */
export function listFavouriteIds(db: Database, userId: string) {
  return db
    .selectFrom('favourite_teachers')
    .select('teacher_id')
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('teacher_id')
    .execute();
}

/** Ids of the favourites whose page is still public (verified, account not deleted), newest first. */
export async function listPublicFavouriteIds(db: Database, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('favourite_teachers as f')
    .innerJoin('teacher_profiles as tp', 'tp.user_id', 'f.teacher_id')
    .innerJoin('users as u', 'u.id', 'f.teacher_id')
    .select('f.teacher_id')
    .where('f.user_id', '=', userId)
    .where('tp.verification_status', '=', 'DONE')
    .where('u.deleted_at', 'is', null)
    .where('u.active', '=', true)
    .orderBy('f.created_at', 'desc')
    .orderBy('f.teacher_id')
    .execute();
  return rows.map((row) => row.teacher_id);
}

/** Of the given ids, those of tutors whose page is public: the only ones that may be favourited. */
export async function publicTutorIds(db: Database, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('teacher_profiles as tp')
    .innerJoin('users as u', 'u.id', 'tp.user_id')
    .select('tp.user_id')
    .where('tp.user_id', 'in', ids)
    .where('tp.verification_status', '=', 'DONE')
    .where('u.deleted_at', 'is', null)
    .where('u.active', '=', true)
    .execute();
  return rows.map((row) => row.user_id);
}

/** Adds favourites, keeping the ones already there; answers how many were new. */
export async function addFavourites(db: Database, userId: string, teacherIds: readonly string[], at: Date) {
  if (teacherIds.length === 0) return 0;
  const result = await db
    .insertInto('favourite_teachers')
    .values(teacherIds.map((teacherId) => ({ user_id: userId, teacher_id: teacherId, created_at: at })))
    .onConflict((oc) => oc.columns(['user_id', 'teacher_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n);
}

export async function removeFavourite(db: Database, userId: string, teacherId: string) {
  await db.deleteFrom('favourite_teachers').where('user_id', '=', userId).where('teacher_id', '=', teacherId).execute();
}
