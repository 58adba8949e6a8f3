import type { AppContext } from '../../app-context';
import { referenceRoutes } from './reference.routes';

/** Open reference data: subjects, places, languages, currencies, price bands; open prefix. */
export function createReferenceModule(ctx: Pick<AppContext, 'db'>) {
  return { routes: referenceRoutes, routeOptions: { db: ctx.db } };
}
