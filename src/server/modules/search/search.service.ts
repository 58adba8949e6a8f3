import type { SearchTutorsQuery, SearchTutorsResponse } from '../../../shared/contracts/discovery';
import { AppError } from '../../../shared/errors';
import type { Language } from '../../../shared/i18n/language';
import type { Database } from '../../db/database';
import type { ReferenceNamesSource } from './reference-names';
import { searchStatement, unknownCodes, type SearchFilters } from './search.queries';
import { toTutorCard } from './tutor-card.mapper';

/** What every discovery module needs: the database, the app clock and the reference names. */
export interface DiscoveryDeps {
  db: Database;
  now: () => number;
  names: ReferenceNamesSource;
}
export type SearchDeps = DiscoveryDeps;

/** The query string in storage units: prices are UAH per lesson in the API, kopiykas in the table. */
export function toSearchFilters(query: SearchTutorsQuery): SearchFilters {
  return {
    subject: query.subject,
    city: query.city,
    country: query.country,
    format: query.format,
    priceFromMinor: query.priceFrom === undefined ? undefined : query.priceFrom * 100,
    priceToMinor: query.priceTo === undefined ? undefined : query.priceTo * 100,
    ratingMin: query.rating,
  };
}

export const pageOf = (query: Pick<SearchTutorsQuery, 'page' | 'size'>) => ({
  limit: query.size,
  offset: (query.page - 1) * query.size,
});

/**
 * Tutor search. Results are always read live: no result caching, so a tutor
 * who turns visibility off disappears from the next search.
 */
export function createSearchService(deps: SearchDeps) {
  return {
    async search(query: SearchTutorsQuery, language: Language): Promise<SearchTutorsResponse> {
      const filters = toSearchFilters(query);
      const [result, names] = await Promise.all([
        deps.db.executeQuery(searchStatement(filters, query.sort, pageOf(query))),
        deps.names.get(),
      ]);
      // The statement always answers one row: the total is an aggregate.
      const { total, cards } = result.rows[0]!;
      if (total === 0) {
        // An unknown code also finds nothing; telling it apart costs a lookup, so only then.
        const unknown = await unknownCodes(deps.db, filters);
        if (unknown.length > 0) {
          throw new AppError('VALIDATION_FAILED', {
            in: 'querystring',
            fields: Object.fromEntries(unknown.map((field) => [field, 'validation.unknown-code'])),
          });
        }
      }
      const now = deps.now();
      return {
        items: cards.map((row) => toTutorCard(row, names, language, now)),
        total,
        page: query.page,
        size: query.size,
      };
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
