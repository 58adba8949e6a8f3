import type { AppContext } from '../../app-context';
import { subjectSuggestionAdminRoutes, subjectSuggestionRoutes } from './subject-suggestions.routes';
import { createSubjectSuggestionsService } from './subject-suggestions.service';

/**
 * The subject-suggestions module's public face: what other modules may use of it. Their files
 * import this, never its files, so what it keeps to itself can change behind it.
 */
export * as subjectSuggestionsQueries from './subject-suggestions.queries';

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
