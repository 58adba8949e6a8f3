import type { CodePurpose } from '../../db/schema/accounts.tables';
import type { Database } from '../../db/database';

/** The newest code for a purpose and target: only the last one sent is ever valid. */
export function findLatestCode(db: Database, purpose: CodePurpose, target: string) {
  return db
    .selectFrom('one_time_codes')
    .selectAll()
    .where('purpose', '=', purpose)
    .where('target', '=', target)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function countCodesSince(
  db: Database,
  purpose: CodePurpose,
  target: string,
  since: Date,
): Promise<number> {
  const row = await db
    .selectFrom('one_time_codes')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('purpose', '=', purpose)
    .where('target', '=', target)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertCode(
  db: Database,
  row: {
    purpose: CodePurpose;
    target: string;
    userId: string | null;
    codeHash: string;
    maxAttempts: number;
    createdAt: Date;
    expiresAt: Date;
  },
): Promise<void> {
  await db
    .insertInto('one_time_codes')
    .values({
      purpose: row.purpose,
      target: row.target,
      user_id: row.userId,
      code_hash: row.codeHash,
      max_attempts: row.maxAttempts,
      created_at: row.createdAt,
      expires_at: row.expiresAt,
    })
    .execute();
}

/** Counts a wrong guess; answers the attempts used, or null if the code was already used up. */
export async function addAttempt(db: Database, id: string): Promise<number | null> {
  const row = await db
    .updateTable('one_time_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .whereRef('attempts', '<', 'max_attempts')
    .returning('attempts')
    .executeTakeFirst();
  return row ? row.attempts : null;
}

/** Uses the code up; false when a concurrent request already did (a code works once). */
export async function consumeCode(db: Database, id: string, at: Date): Promise<boolean> {
  const row = await db
    .updateTable('one_time_codes')
    .set({ consumed_at: at })
    .where('id', '=', id)
    .where('consumed_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}
