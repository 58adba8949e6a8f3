import type { AppContext } from '../../app-context';
import { publicPagesRoutes } from './public-pages.routes';
import { createPublicPagesService } from './public-pages.service';

export { PUBLIC_FORM_LIMITS } from './public-pages.routes';

/** The home page's forms and FAQ, open to guests: `routes` go under the open prefix. */
export function createPublicPagesModule(ctx: Pick<AppContext, 'db' | 'now'>) {
  const pages = createPublicPagesService(ctx);
  return { routes: publicPagesRoutes, routeOptions: { pages } };
}
