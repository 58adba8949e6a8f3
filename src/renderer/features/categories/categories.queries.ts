import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Category } from '../../../shared/contracts/reference';
import { useApiClient } from '../../app';
import { currentLanguage } from '../../i18n';

/** Query keys of the categories feature (HOUSE-STYLE 8); names are translated, so the language is in the key. */
export const categoriesKeys = {
  root: ['categories'] as const,
  all: (language: string) => ['categories', 'all', language] as const,
};

export const CATEGORIES_PATH = '/users/v1/open/categories';

export function useCategories() {
  const client = useApiClient();
  const { i18n } = useTranslation();
  const language = currentLanguage(i18n);
  return useQuery({
    queryKey: categoriesKeys.all(language),
    queryFn: async ({ signal }) => (await client.get<Category[]>(CATEGORIES_PATH, { signal })).data,
  });
}
