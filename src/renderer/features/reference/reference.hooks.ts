import { useQuery } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { useTranslation } from 'react-i18next';
import type { Currency, SpokenLanguage } from '../../../shared/contracts/reference';
import { useApiClient } from '../../app/api-context';
import { currentLanguage } from '../../i18n';
import { categoriesQuery, citiesQuery, countriesQuery, referenceQuery } from './reference.queries';

/* Reference lists for the screens that show them, in the interface language (reference.queries.ts). */

export const languagesQuery = (client: AxiosInstance, language: string) =>
  referenceQuery<SpokenLanguage[]>(client, language, 'languages', '/users/v1/open/languages');
export const currenciesQuery = (client: AxiosInstance, language: string) =>
  referenceQuery<Currency[]>(client, language, 'currencies', '/users/v1/open/currencies');

function useLanguage() {
  const { i18n } = useTranslation();
  return currentLanguage(i18n);
}

export const useCategories = () => useQuery(categoriesQuery(useApiClient(), useLanguage()));
export const useCountries = () => useQuery(countriesQuery(useApiClient(), useLanguage()));
export const useLanguages = () => useQuery(languagesQuery(useApiClient(), useLanguage()));
export const useCurrencies = () => useQuery(currenciesQuery(useApiClient(), useLanguage()));

/** Cities of a country; nothing is asked until a country is chosen. */
export function useCities(country: string | null | undefined) {
  const query = citiesQuery(useApiClient(), useLanguage(), country ?? '');
  return useQuery({ ...query, enabled: Boolean(country) });
}
