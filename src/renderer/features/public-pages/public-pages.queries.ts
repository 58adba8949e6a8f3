import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { FaqEntry, FeedbackValues, NewsSubscriptionInput } from '../../../shared/contracts/discovery';
import { useApiClient } from '../../app';
import { currentLanguage } from '../../i18n';

/** Query keys of the public pages (HOUSE-STYLE 8); answers are translated, so the language is part of the key. */
export const publicPagesKeys = {
  root: ['public-pages'] as const,
  faq: (language: string, query: string) => ['public-pages', 'faq', language, query] as const,
};

export const FAQ_PATH = '/users/v1/open/faq';
export const FEEDBACKS_PATH = '/users/v1/open/feedbacks';
export const NEWS_SUBSCRIBERS_PATH = '/users/v1/open/news-subscribers';

/** Server FAQ search: every word of `query` must appear in the question or the answer. */
export function useFaq(query: string) {
  const client = useApiClient();
  const { i18n } = useTranslation();
  const language = currentLanguage(i18n);
  return useQuery({
    queryKey: publicPagesKeys.faq(language, query),
    queryFn: async ({ signal }) =>
      (await client.get<{ items: FaqEntry[] }>(FAQ_PATH, { params: query ? { q: query } : {}, signal })).data.items,
    // While the next answer is on its way the previous list stays, so typing does not flash a spinner.
    placeholderData: keepPreviousData,
  });
}

export function useSendFeedback() {
  const client = useApiClient();
  return useMutation({
    mutationFn: async (values: FeedbackValues) =>
      (await client.post<{ id: string; message: string }>(FEEDBACKS_PATH, values)).data,
  });
}

export function useSubscribeToNews() {
  const client = useApiClient();
  return useMutation({
    mutationFn: async (values: NewsSubscriptionInput) =>
      (await client.post<{ subscribed: true; message: string }>(NEWS_SUBSCRIBERS_PATH, values)).data,
  });
}
