import type { Database } from '../../db/database';

type Executor = Pick<Database, 'selectFrom' | 'insertInto' | 'updateTable' | 'deleteFrom'>;

/** The token row with what a new access token needs from its user. */
export function findRefreshToken(db: Executor, tokenHash: string) {
  return db
    .selectFrom('refresh_tokens as t')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .select([
      't.id',
      't.family_id',
      't.created_at',
      't.expires_at',
      't.rotated_at',
      't.revoked_at',
      'u.id as user_id',
      'u.email',
      'u.role',
      'u.first_name',
      'u.last_name',
      'u.active',
      'u.deleted_at',
    ])
    .where('t.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

export async function insertRefreshToken(
  db: Executor,
  row: { userId: string; familyId: string; tokenHash: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('refresh_tokens')
    .values({
      user_id: row.userId,
      family_id: row.familyId,
      token_hash: row.tokenHash,
      created_at: row.createdAt,
      expires_at: row.expiresAt,
    })
    .execute();
}

/** Marks the token rotated unless someone else already did; true for the one caller that won. */
export async function claimRotation(db: Executor, id: string, at: Date): Promise<boolean> {
  const row = await db
    .updateTable('refresh_tokens')
    .set({ rotated_at: at })
    .where('id', '=', id)
    .where('rotated_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Drops the session's tokens past their lifetime. Rotated tokens stay until then: a rotated
 * token presented again is how a replay is recognised (RFC 9700 reuse detection), and a row
 * that is gone could only answer "unknown".
 */
export async function pruneExpired(db: Executor, familyId: string, now: Date): Promise<void> {
  await db.deleteFrom('refresh_tokens').where('family_id', '=', familyId).where('expires_at', '<', now).execute();
}

export async function revokeFamily(db: Executor, familyId: string, at: Date): Promise<void> {
  await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: at })
    .where('family_id', '=', familyId)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function revokeAllOfUser(db: Executor, userId: string, at: Date): Promise<void> {
  await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: at })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** "Recently active" without a write per request: at most one per minute per user. */
export async function touchLastSeen(db: Executor, userId: string, at: Date): Promise<void> {
  await db
    .updateTable('users')
    .set({ last_seen_at: at })
    .where('id', '=', userId)
    .where((eb) => eb.or([eb('last_seen_at', 'is', null), eb('last_seen_at', '<', new Date(at.getTime() - 60_000))]))
    .execute();
}

/**
 * What every authenticated request needs to know beyond the token's signature: the user can
 * still act, and (for a token tied to a session) that session has not been revoked.
 */
export async function findSessionState(
  db: Pick<Database, 'selectFrom'>,
  userId: string,
  familyId: string | undefined,
): Promise<{ userLive: boolean; sessionLive: boolean } | undefined> {
  const row = await db
    .selectFrom('users as u')
    .select((eb) => [
      'u.active',
      'u.deleted_at',
      familyId
        ? eb
            .exists(
              eb
                .selectFrom('refresh_tokens as t')
                .select('t.id')
                .where('t.family_id', '=', familyId)
                .where('t.user_id', '=', userId)
                .where('t.revoked_at', 'is', null),
            )
            .as('session_live')
        : eb.val(true).as('session_live'),
    ])
    .where('u.id', '=', userId)
    .executeTakeFirst();
  if (!row) return undefined;
  return { userLive: row.active && row.deleted_at === null, sessionLive: Boolean(row.session_live) };
}
