import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PriceRange } from '../../../shared/contracts/reference';
import type { ApiClient } from '../../api';
import { useApiClient } from '../../app/api-context';
import { currentLanguage } from '../../i18n';
import { parseTopCategories } from './top-categories';

/** Query keys of the home feature (HOUSE-STYLE 8). The language is part of the key: names are translated. */
export const homeKeys = {
  root: ['home'] as const,
  topCategories: (language: string) => ['home', 'top-categories', language] as const,
  priceRange: ['home', 'price-range'] as const,
};

export const TOP_CATEGORIES_PATH = '/users/v1/open/top-categories';

/*
 * Factories, so the first screen (app/first-screen.ts) fetches the same queries before the first
 * render; `refetchOnMount: false` then spares the page a second request for the answer it was
 * just given. Nothing is kept once no screen shows it (gcTime 0).
 */

/** Top categories in the interface language (the client sends Accept-Language from the stored `lang`). */
export function topCategoriesQuery(client: ApiClient, language: string) {
  return queryOptions({
    queryKey: homeKeys.topCategories(language),
    queryFn: async ({ signal }) =>
      parseTopCategories((await client.get<unknown>(TOP_CATEGORIES_PATH, { signal })).data),
    refetchOnMount: false,
  });
}

/** The wizard's price bands come from the prices tutors actually ask. */
export function priceRangeQuery(client: ApiClient) {
  return queryOptions({
    queryKey: homeKeys.priceRange,
    queryFn: async ({ signal }) => (await client.get<PriceRange>('/users/v1/open/price-range', { signal })).data,
    refetchOnMount: false,
  });
}

export function useTopCategories() {
  const { i18n } = useTranslation();
  return useQuery(topCategoriesQuery(useApiClient(), currentLanguage(i18n)));
}
