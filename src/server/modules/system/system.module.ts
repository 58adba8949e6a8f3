import type { AppContext } from '../../app-context';
import { systemRoutes } from './system.routes';

/**
 * Health, liveness and readiness of the process and clients' error reports (open prefix); the
 * health answer counts the events a handler keeps failing on.
 */
export function createSystemModule(ctx: Pick<AppContext, 'db' | 'events'>) {
  return { routes: systemRoutes, routeOptions: { db: ctx.db, events: ctx.events } };
}
