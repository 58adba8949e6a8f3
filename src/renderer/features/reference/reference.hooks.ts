import { useQuery } from '@tanstack/react-query';
import type { Currency, SpokenLanguage } from '../../../shared/contracts/reference';
import type { ApiClient } from '../../api';
import { useApiClient } from '../../app/api-context';
import { useCurrentLanguage } from '../../i18n';
import { categoriesQuery, citiesQuery, countriesQuery, referenceQuery } from './reference.queries';

/* Reference lists for the screens that show them, in the interface language (reference.queries.ts). */

export const languagesQuery = (client: ApiClient, language: string) =>
  referenceQuery<SpokenLanguage[]>(client, language, 'languages', '/users/v1/open/languages');
export const currenciesQuery = (client: ApiClient, language: string) =>
  referenceQuery<Currency[]>(client, language, 'currencies', '/users/v1/open/currencies');

export const useCategories = () => useQuery(categoriesQuery(useApiClient(), useCurrentLanguage()));
export const useCountries = () => useQuery(countriesQuery(useApiClient(), useCurrentLanguage()));
export const useLanguages = () => useQuery(languagesQuery(useApiClient(), useCurrentLanguage()));
export const useCurrencies = () => useQuery(currenciesQuery(useApiClient(), useCurrentLanguage()));

/** Cities of a country; nothing is asked until a country is chosen. */
export function useCities(country: string | null | undefined) {
  const query = citiesQuery(useApiClient(), useCurrentLanguage(), country ?? '');
  return useQuery({ ...query, enabled: Boolean(country) });
}
