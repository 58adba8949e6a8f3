import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SearchTutorsResponse } from '../../../shared/contracts/discovery';
import type { Category, City, Country } from '../../../shared/contracts/reference';
import { useApiClient } from '../../app';
import { currentLanguage } from '../../i18n';
import { PAGE_SIZE, writeSearchState, type SearchState } from './search-params';

export const SEARCH_PATH = '/users/v1/open/search';

/** Query keys of the search feature (HOUSE-STYLE 8); the language is part of every key (names are translated). */
export const searchKeys = {
  root: ['search'] as const,
  results: (language: string, query: string) => ['search', 'results', language, query] as const,
  categories: (language: string) => ['search', 'categories', language] as const,
  countries: (language: string) => ['search', 'countries', language] as const,
  cities: (language: string, country: string) => ['search', 'cities', language, country] as const,
};

function useLanguage() {
  const { i18n } = useTranslation();
  return currentLanguage(i18n);
}

/** One page of results. The previous page stays on screen (dimmed) while the next one loads. */
export function useSearchResults(state: SearchState) {
  const client = useApiClient();
  const language = useLanguage();
  const params = writeSearchState(state);
  params.set('size', String(PAGE_SIZE));
  const query = params.toString();
  return useQuery({
    queryKey: searchKeys.results(language, query),
    queryFn: async ({ signal }) => (await client.get<SearchTutorsResponse>(`${SEARCH_PATH}?${query}`, { signal })).data,
    placeholderData: keepPreviousData,
  });
}

export function useCategories() {
  const client = useApiClient();
  const language = useLanguage();
  return useQuery({
    queryKey: searchKeys.categories(language),
    queryFn: async ({ signal }) => (await client.get<Category[]>('/users/v1/open/categories', { signal })).data,
  });
}

export function useCountries() {
  const client = useApiClient();
  const language = useLanguage();
  return useQuery({
    queryKey: searchKeys.countries(language),
    queryFn: async ({ signal }) => (await client.get<Country[]>('/users/v1/open/countries', { signal })).data,
  });
}

/** Cities of a country; Ukraine's when no country is chosen, where most tutors are. */
export function useCities(country: string | undefined) {
  const client = useApiClient();
  const language = useLanguage();
  const code = /^[A-Za-z]{2}$/.test(country ?? '') ? country!.toUpperCase() : 'UA';
  return useQuery({
    queryKey: searchKeys.cities(language, code),
    queryFn: async ({ signal }) =>
      (await client.get<City[]>(`/users/v1/open/countries/${code}/cities`, { signal })).data,
  });
}
