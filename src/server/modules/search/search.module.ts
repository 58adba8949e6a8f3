/**
 * The search module's public face (issue 23): what other modules may use of it. Their files
 * import this, never its files, so what it keeps to itself can change behind it.
 */
export { type DiscoveryDeps, createSearchService } from './search.service';
export { publicFileUrl, toTutorCard } from './tutor-card.mapper';
export { CARD_COLUMNS, type TutorCardRow, readTutorCards } from './tutor-card.queries';
