import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { FaqEntry } from '../../../shared/contracts/discovery';
import type { ApiClient } from '../../api';
import { useApiClient } from '../../app/api-context';
import { currentLanguage } from '../../i18n';

/*
 * The FAQ's query, apart from the public pages' forms (public-pages.queries.ts): the app's routes
 * import it for the FAQ's first screen, and so it ships in the first page's JavaScript; the forms'
 * mutations stay in the public pages' own chunk.
 */

/** Query keys of the public pages (HOUSE-STYLE 8); answers are translated, so the language is part of the key. */
export const publicPagesKeys = {
  root: ['public-pages'] as const,
  faq: (language: string, query: string) => ['public-pages', 'faq', language, query] as const,
};

export const FAQ_PATH = '/users/v1/open/faq';

/** The longest FAQ search the page sends (its field allows no more). */
export const FAQ_QUERY_MAX = 100;

/** The FAQ search in the page's address (?q=), as the page and its first-screen prefetch read it. */
export const faqSearchOf = (params: URLSearchParams) => params.get('q')?.trim().slice(0, FAQ_QUERY_MAX) ?? '';

/**
 * Server FAQ search: every word of `query` must appear in the question or the answer. A factory,
 * so the first screen (app/first-screen.ts) and a server render fetch the same query before the
 * first render; `refetchOnMount: false` spares the page a second request for that answer.
 */
export function faqQuery(client: ApiClient, language: string, query: string) {
  return queryOptions({
    queryKey: publicPagesKeys.faq(language, query),
    queryFn: async ({ signal }) =>
      (await client.get<{ items: FaqEntry[] }>(FAQ_PATH, { params: query ? { q: query } : {}, signal })).data.items,
    refetchOnMount: false,
    // While the next answer is on its way the previous list stays, so typing does not flash a spinner.
    placeholderData: keepPreviousData,
  });
}

export function useFaq(query: string) {
  const { i18n } = useTranslation();
  return useQuery(faqQuery(useApiClient(), currentLanguage(i18n), query));
}
