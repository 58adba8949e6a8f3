import type { SearchTutorsQuery, SearchTutorsResponse } from '../../../shared/contracts/discovery';
import type { Language } from '../../../shared/i18n/language';
import type { AppContext } from '../../app-context';
import type { Database } from '../../db/database';
import { createReferenceNamesSource } from './reference-names';
import { searchRoutes } from './search.routes';
import { createSearchService } from './search.service';
import { readTutorCards, type TutorCardRow } from './tutor-card.queries';

/**
 * The search module's public face: what other modules may use of it. Their files
 * import this, never its files, so what it keeps to itself can change behind it.
 */
export { type DiscoveryDeps } from './search.service';
export { publicFileUrl, toTutorCard } from './tutor-card.mapper';
export { CARD_COLUMNS, type TutorCardRow } from './tutor-card.queries';

/** The public cards of these tutors, in the order of `ids` (favourites lists them). */
export function tutorCardsOf(db: Database, ids: readonly string[]): Promise<TutorCardRow[]> {
  return readTutorCards(db, ids);
}

/** What other modules may ask of search: the SEO landings list its results. */
export interface SearchFacade {
  /** One page of tutor search, as the open API answers it. */
  search(query: SearchTutorsQuery, language: Language): Promise<SearchTutorsResponse>;
}

/**
 * Tutor search: the open search route (`routes`, open prefix), its facade, and the reference names
 * (`names`: subjects, cities, countries, read once a minute) that tutor pages, favourites and
 * landings show on their cards too, handed to those modules by app.ts.
 */
export function createSearchModule(ctx: Pick<AppContext, 'db' | 'now'>) {
  const names = createReferenceNamesSource(ctx.db, ctx.now);
  const service = createSearchService({ ...ctx, names });
  const facade: SearchFacade = { search: (query, language) => service.search(query, language) };
  return { facade, names, routes: searchRoutes, routeOptions: { search: service } };
}
export type SearchModule = ReturnType<typeof createSearchModule>;
