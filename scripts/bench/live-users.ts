import type { Database } from '../../src/server/db/database';

/** The benchmark's users: ids the live handshake's session check finds (uuids, rows in the database). */
export const benchUserIds = (count: number) =>
  Array.from({ length: count }, (_, i) => `00000000-0000-4000-8000-${i.toString(16).padStart(12, '0')}`);

/** Writes the benchmark's users into a fresh database, in slices (one statement's parameter limit). */
export async function insertBenchUsers(db: Database, ids: string[]): Promise<void> {
  for (let i = 0; i < ids.length; i += 500) {
    await db
      .insertInto('users')
      .values(
        ids.slice(i, i + 500).map((id) => ({
          id,
          email: `${id}@bench.example`,
          role: 'ROLE_STUDENT' as const,
          first_name: 'Bench',
          last_name: 'User',
          registration_step: 'COMPLETE' as const,
        })),
      )
      .execute();
  }
}
