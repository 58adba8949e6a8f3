import type { SearchTutorsQuery, SearchTutorsResponse } from '../../../shared/contracts/discovery';
import type { Language } from '../../../shared/i18n/language';
import type { Database } from '../../db/database';
import { createSearchService, type DiscoveryDeps } from './search.service';
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

/** Tutor search's facade, built once by app.ts; its routes are still wired there from search.routes.ts. */
export function createSearchModule(deps: DiscoveryDeps) {
  const service = createSearchService(deps);
  const facade: SearchFacade = { search: (query, language) => service.search(query, language) };
  return { facade };
}
