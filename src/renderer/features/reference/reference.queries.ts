import { queryOptions } from '@tanstack/react-query';
import type { Category, City, Country } from '../../../shared/contracts/reference';
import { COUNTRY_CODE_PATTERN } from '../../../shared/validation/country-code';
import type { ApiClient } from '../../api';

/*
 * Open reference data (subjects, countries, cities, languages, currencies) in the
 * interface language, for every screen that lists them: search filters, the wizard, the
 * registration steps, the profile editor, lessons. One key per list and language, so two screens
 * (or a first screen fetched before its render, app/first-screen.ts) share one request.
 *
 * The factories the first screens need (app/routes.tsx) live here, the screens' hooks and the
 * lists no first screen shows (languages, currencies) in reference.hooks.ts: whatever this module
 * holds rides in the shell chunk every first load downloads (170 KB budget).
 *
 * Nothing is cached (gcTime 0): data exists only while something observes it, and
 * `refetchOnMount: false` only spares a section a second request for the list fetched for it a
 * moment ago, never serves an old answer.
 */

/** Query keys of reference data (HOUSE-STYLE 8); the language is part of every key (names are translated). */
export const referenceKeys = {
  root: ['reference'] as const,
  list: (name: string, language: string) => ['reference', name, language] as const,
  cities: (language: string, country: string) => ['reference', 'cities', language, country] as const,
};

export function referenceQuery<T>(client: ApiClient, language: string, name: string, path: string) {
  return queryOptions({
    queryKey: referenceKeys.list(name, language),
    queryFn: async ({ signal }) => (await client.get<T>(path, { signal })).data,
    refetchOnMount: false,
  });
}

export const categoriesQuery = (client: ApiClient, language: string) =>
  referenceQuery<Category[]>(client, language, 'categories', '/users/v1/open/categories');
export const countriesQuery = (client: ApiClient, language: string) =>
  referenceQuery<Country[]>(client, language, 'countries', '/users/v1/open/countries');

/** Cities of a country (ISO code, as the API lists countries). */
export function citiesQuery(client: ApiClient, language: string, country: string) {
  return queryOptions({
    queryKey: referenceKeys.cities(language, country),
    queryFn: async ({ signal }) =>
      (await client.get<City[]>(`/users/v1/open/countries/${encodeURIComponent(country)}/cities`, { signal })).data,
    refetchOnMount: false,
  });
}

/**
 * The country whose cities the search's filters and the home wizard offer: the chosen one, or
 * Ukraine's when none is chosen, where most tutors are.
 */
export const citiesCountryOf = (country: string | undefined) =>
  COUNTRY_CODE_PATTERN.test(country ?? '') ? country!.toUpperCase() : 'UA';
