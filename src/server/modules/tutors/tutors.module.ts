import type { AppContext } from '../../app-context';
import type { ProfileFacade } from '../profile/profile.module';
import type { DiscoveryDeps } from '../search/search.module';
import { openTutorRoutes, tutorRoutes } from './tutors.routes';
import { createTutorsService } from './tutors.service';

/**
 * The tutor page: `openRoutes` for guests (open prefix), `routes` for signed-in
 * viewers (API prefix), one service behind both. Cards show the search module's reference names;
 * a page view is counted through the profile facade.
 */
export function createTutorsModule(
  ctx: Pick<AppContext, 'db' | 'now'>,
  deps: Pick<DiscoveryDeps, 'names'> & { profiles: Pick<ProfileFacade, 'countProfileView'> },
) {
  const tutors = createTutorsService({ db: ctx.db, now: ctx.now, names: deps.names, profiles: deps.profiles });
  return { openRoutes: openTutorRoutes, routes: tutorRoutes, routeOptions: { tutors } };
}
