import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { NotificationPage, UnreadCount } from '../../../shared/contracts/notifications';
import {
  NOTIFICATIONS_PATH,
  NOTIFICATIONS_READ_ALL_PATH,
  notificationReadPath,
} from '../../../shared/contracts/notifications';
import { CHATS_UNREAD_PATH } from '../../../shared/contracts/messenger/messenger.paths';
import { useApiClient, useSession } from '../../app';
import { currentLanguage } from '../../i18n';

/** Query keys of the notifications (HOUSE-STYLE 8); the list is translated, so it is per language. */
export const notificationKeys = {
  root: ['notifications'] as const,
  list: (language: string) => ['notifications', 'list', language] as const,
  unread: ['notifications', 'unread'] as const,
  /** The messenger's unread total, shown beside the bell. */
  messagesUnread: ['messenger', 'unread'] as const,
};

export function useNotificationList() {
  const client = useApiClient();
  const { i18n } = useTranslation();
  const language = currentLanguage(i18n);
  return useInfiniteQuery({
    queryKey: notificationKeys.list(language),
    initialPageParam: undefined as { before: string; beforeId: string } | undefined,
    queryFn: async ({ pageParam, signal }) =>
      (await client.get<NotificationPage>(NOTIFICATIONS_PATH, { params: { ...pageParam, limit: 20 }, signal })).data,
    // The last item's time and id: notifications created at the same moment are neither skipped nor repeated.
    getNextPageParam: (page) => {
      const last = page.items.length === 20 ? page.items.at(-1) : undefined;
      return last ? { before: last.createdAt, beforeId: last.id } : undefined;
    },
  });
}

export function useUnreadNotifications() {
  const client = useApiClient();
  const session = useSession();
  return useQuery({
    queryKey: notificationKeys.unread,
    enabled: session !== null,
    queryFn: async ({ signal }) =>
      (await client.get<UnreadCount>(`${NOTIFICATIONS_PATH}/unread-count`, { signal })).data,
  });
}

export function useUnreadMessages() {
  const client = useApiClient();
  const session = useSession();
  return useQuery({
    queryKey: notificationKeys.messagesUnread,
    enabled: session !== null,
    queryFn: async ({ signal }) => (await client.get<UnreadCount>(CHATS_UNREAD_PATH, { signal })).data,
  });
}

export function useMarkNotificationRead() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id?: string) =>
      (await client.post<UnreadCount>(id ? notificationReadPath(id) : NOTIFICATIONS_READ_ALL_PATH)).data,
    onSuccess: (count) => {
      queryClient.setQueryData(notificationKeys.unread, count);
      void queryClient.invalidateQueries({ queryKey: notificationKeys.root });
    },
  });
}
