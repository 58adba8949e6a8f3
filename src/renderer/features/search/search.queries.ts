import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { SearchTutorsResponse } from '../../../shared/contracts/discovery';
import type { ApiClient } from '../../api';
import { PAGE_SIZE, writeSearchState, type SearchState } from './search-params';

export const SEARCH_PATH = '/users/v1/open/search';

/** Query keys of the search feature (HOUSE-STYLE 8); the language is part of every key (names are translated). Its lists of subjects, countries and cities are reference data (features/reference). */
export const searchKeys = {
  root: ['search'] as const,
  results: (language: string, query: string) => ['search', 'results', language, query] as const,
};

/*
 * The options live in factories so the first screen (app/first-screen.ts) can fetch the same
 * queries before the first render. Nothing is cached (gcTime 0): a query's data exists
 * only while something shows it, so `refetchOnMount: false` only spares a second request when a
 * screen mounts onto data fetched for it a moment ago, never serves an old answer. Only what the
 * first screen needs lives here: it rides in the shell chunk of every first load.
 */

/** One page of results. The previous page stays on screen (dimmed) while the next one loads. */
export function searchResultsQuery(client: ApiClient, language: string, state: SearchState) {
  const params = writeSearchState(state);
  params.set('size', String(PAGE_SIZE));
  const query = params.toString();
  return queryOptions({
    queryKey: searchKeys.results(language, query),
    queryFn: async ({ signal }) => (await client.get<SearchTutorsResponse>(`${SEARCH_PATH}?${query}`, { signal })).data,
    placeholderData: keepPreviousData,
    refetchOnMount: false,
  });
}
