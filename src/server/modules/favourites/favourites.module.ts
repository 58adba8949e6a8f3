import type { AppContext } from '../../app-context';
import type { DiscoveryDeps } from '../search/search.module';
import { favouriteRoutes } from './favourites.routes';
import { createFavouritesService } from './favourites.service';

/** A signed-in user's favourite tutors (API prefix); cards show the search module's reference names. */
export function createFavouritesModule(ctx: Pick<AppContext, 'db' | 'now'>, deps: Pick<DiscoveryDeps, 'names'>) {
  const favourites = createFavouritesService({ db: ctx.db, now: ctx.now, names: deps.names });
  return { routes: favouriteRoutes, routeOptions: { favourites } };
}
