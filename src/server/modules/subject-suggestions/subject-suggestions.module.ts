import type { AppContext } from '../../app-context';
import { subjectSuggestionAdminRoutes, subjectSuggestionRoutes } from './subject-suggestions.routes';
import { createSubjectSuggestionsService } from './subject-suggestions.service';
import type { Database } from '../../db/database';
import { listOfUsers } from './subject-suggestions.queries';

/**
 * Subjects tutors miss in the list: theirs to suggest (`routes`, API prefix), admins' to read
 * (`adminRoutes`, admin prefix); one service behind both.
 */
export function createSubjectSuggestionsModule(ctx: Pick<AppContext, 'db' | 'now'>) {
  const suggestions = createSubjectSuggestionsService(ctx);
  return {
    routes: subjectSuggestionRoutes,
    adminRoutes: subjectSuggestionAdminRoutes,
    routeOptions: { suggestions },
  };
}

/** The subjects these tutors suggested, oldest first: the admin's verification list shows them. */
export function suggestedSubjectsOf(
  db: Database,
  userIds: readonly string[],
): Promise<{ user_id: string; name: string }[]> {
  return listOfUsers(db, userIds);
}
