import type { Database } from '../../db/database';
import { listOfUsers } from './subject-suggestions.queries';

/**
 * The subject-suggestions module's public face: what other modules may use of it. Their files
 * import this, never its files, so what it keeps to itself can change behind it.
 */

/** The subjects these tutors suggested, oldest first: the admin's verification list shows them. */
export function suggestedSubjectsOf(
  db: Database,
  userIds: readonly string[],
): Promise<{ user_id: string; name: string }[]> {
  return listOfUsers(db, userIds);
}
