import type { Database } from '../../db/database';

export function listOwn(db: Database, userId: string) {
  return db
    .selectFrom('subject_suggestions')
    .select(['id', 'name', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** Suggestions of these tutors, for the admins' verification cards. */
export function listOfUsers(db: Database, userIds: readonly string[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('subject_suggestions')
    .select(['user_id', 'name'])
    .where('user_id', 'in', userIds)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export function listAll(db: Database, limit: number) {
  return db
    .selectFrom('subject_suggestions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select(['s.id', 's.name', 's.created_at', 'u.id as user_id', 'u.first_name', 'u.last_name', 'u.email'])
    .where('u.deleted_at', 'is', null)
    .orderBy('s.created_at', 'desc')
    .orderBy('s.id')
    .limit(limit)
    .execute();
}

/** Whether a subject of the list already has this name, in either language. */
export async function subjectNamed(db: Database, name: string): Promise<boolean> {
  const lowered = name.toLowerCase();
  const row = await db
    .selectFrom('categories')
    .select('code')
    .where((eb) =>
      eb.or([eb(eb.fn('lower', ['name_uk']), '=', lowered), eb(eb.fn('lower', ['name_en']), '=', lowered)]),
    )
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Inserts unless the tutor already suggested this name (any case); answers whether it did. */
export async function insertSuggestion(db: Database, userId: string, name: string, at: Date): Promise<boolean> {
  const result = await db
    .insertInto('subject_suggestions')
    .values({ user_id: userId, name, created_at: at })
    // The only unique key besides the id is (user_id, lower(name)): a repeat is not an error.
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}
