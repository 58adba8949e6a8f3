import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '../../app';
import { currentLanguage } from '../../i18n';
import { parseTopCategories } from './top-categories';

/** Query keys of the home feature (HOUSE-STYLE 8). The language is part of the key: names are translated. */
export const homeKeys = {
  root: ['home'] as const,
  topCategories: (language: string) => ['home', 'top-categories', language] as const,
};

export const TOP_CATEGORIES_PATH = '/users/v1/open/top-categories';

/** Top categories in the interface language (the client sends Accept-Language from the stored `lang`). */
export function useTopCategories() {
  const client = useApiClient();
  const { i18n } = useTranslation();
  const language = currentLanguage(i18n);
  return useQuery({
    queryKey: homeKeys.topCategories(language),
    queryFn: async ({ signal }) =>
      parseTopCategories((await client.get<unknown>(TOP_CATEGORIES_PATH, { signal })).data),
  });
}
