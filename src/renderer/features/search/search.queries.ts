import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { useTranslation } from 'react-i18next';
import type { SearchTutorsResponse } from '../../../shared/contracts/discovery';
import type { Category, City, Country } from '../../../shared/contracts/reference';
import { useApiClient } from '../../app/api-context';
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

/*
 * The options live in factories so the first screen (app/first-screen.ts) can fetch the same
 * queries before the first render. Nothing is cached (gcTime 0, spec 7): a query's data exists
 * only while something shows it, so `refetchOnMount: false` only spares a second request when a
 * screen mounts onto data fetched for it a moment ago, never serves an old answer.
 */

/** One page of results. The previous page stays on screen (dimmed) while the next one loads. */
export function searchResultsQuery(client: AxiosInstance, language: string, state: SearchState) {
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

export function categoriesQuery(client: AxiosInstance, language: string) {
  return queryOptions({
    queryKey: searchKeys.categories(language),
    queryFn: async ({ signal }) => (await client.get<Category[]>('/users/v1/open/categories', { signal })).data,
    refetchOnMount: false,
  });
}

export function countriesQuery(client: AxiosInstance, language: string) {
  return queryOptions({
    queryKey: searchKeys.countries(language),
    queryFn: async ({ signal }) => (await client.get<Country[]>('/users/v1/open/countries', { signal })).data,
    refetchOnMount: false,
  });
}

/** Cities of a country; Ukraine's when no country is chosen, where most tutors are. */
export function citiesQuery(client: AxiosInstance, language: string, country: string | undefined) {
  const code = /^[A-Za-z]{2}$/.test(country ?? '') ? country!.toUpperCase() : 'UA';
  return queryOptions({
    queryKey: searchKeys.cities(language, code),
    queryFn: async ({ signal }) =>
      (await client.get<City[]>(`/users/v1/open/countries/${code}/cities`, { signal })).data,
    refetchOnMount: false,
  });
}

function useLanguage() {
  const { i18n } = useTranslation();
  return currentLanguage(i18n);
}

export function useSearchResults(state: SearchState) {
  return useQuery(searchResultsQuery(useApiClient(), useLanguage(), state));
}

export function useCategories() {
  return useQuery(categoriesQuery(useApiClient(), useLanguage()));
}

export function useCountries() {
  return useQuery(countriesQuery(useApiClient(), useLanguage()));
}

export function useCities(country: string | undefined) {
  return useQuery(citiesQuery(useApiClient(), useLanguage(), country));
}
