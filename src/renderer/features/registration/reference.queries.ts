import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Category, City, Country, Currency, SpokenLanguage } from '../../../shared/contracts/reference';
import { useApiClient } from '../../app/api-context';
import { currentLanguage } from '../../i18n';

/*
 * Open reference data (spec 7) in the interface language; the language is part of each key.
 * A screen may start these requests before the sections that show them mount (the profile
 * editor does, alongside the profile): nothing is cached (gcTime 0), so data exists only while
 * something observes it, and `refetchOnMount: false` only spares a section a second request for
 * the list fetched for it a moment ago.
 */

function useReference<T>(name: string, path: string | null) {
  const client = useApiClient();
  const { i18n } = useTranslation();
  const language = currentLanguage(i18n);
  return useQuery({
    queryKey: ['reference', name, path, language],
    queryFn: async ({ signal }) => (await client.get<T>(path!, { signal })).data,
    enabled: path !== null,
    refetchOnMount: false,
  });
}

export const useCategories = () => useReference<Category[]>('categories', '/users/v1/open/categories');
export const useCountries = () => useReference<Country[]>('countries', '/users/v1/open/countries');
export const useLanguages = () => useReference<SpokenLanguage[]>('languages', '/users/v1/open/languages');
export const useCurrencies = () => useReference<Currency[]>('currencies', '/users/v1/open/currencies');
export const useCities = (countryCode: string | null | undefined) =>
  useReference<City[]>('cities', countryCode ? `/users/v1/open/countries/${countryCode}/cities` : null);
