import type { AppContext } from '../../app-context';
import type { DiscoveryDeps, SearchFacade } from '../search/search.module';
import { landingRoutes } from './landing.routes';
import { seoRoutes } from './seo.routes';
import { createSeoService } from './seo.service';

/**
 * The seo module's public face: what other modules may use of it. Their files
 * import this, never its files, so what it keeps to itself can change behind it.
 */
export { escapeHtml } from './seo-html';

/**
 * Subject and city landings: their content for the app (`landingRoutes`, open prefix) and the
 * server-rendered pages, sitemap and robots.txt (`routes`, no prefix; app.ts adds the page
 * renderer), one service behind both. Tutors are listed through the search facade.
 */
export function createSeoModule(
  ctx: Pick<AppContext, 'db' | 'now' | 'config'>,
  deps: Pick<DiscoveryDeps, 'names'> & { search: SearchFacade },
) {
  const seo = createSeoService({ db: ctx.db, now: ctx.now, names: deps.names, search: deps.search });
  return {
    landingRoutes,
    landingRouteOptions: { seo },
    routes: seoRoutes,
    routeOptions: { seo, distDir: ctx.config.webDistDir, publicUrl: ctx.config.publicUrl },
  };
}
