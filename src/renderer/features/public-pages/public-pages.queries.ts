import { useMutation } from '@tanstack/react-query';
import type { FeedbackValues, NewsSubscriptionInput } from '../../../shared/contracts/discovery';
import { useApiClient } from '../../app/api-context';

export const FEEDBACKS_PATH = '/users/v1/open/feedbacks';
export const NEWS_SUBSCRIBERS_PATH = '/users/v1/open/news-subscribers';

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
