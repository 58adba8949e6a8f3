import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { LivePushData, LivePushType } from '../../../shared/contracts/live';
import type { ChatList } from '../../../shared/contracts/messenger';
import { notificationLink } from '../../../shared/contracts/notifications/notification-link';
import { useSession } from '../../app';
import { platform } from '../../platform';
import { applyMessageNew, applyMessagesRead } from '../messenger/messenger-live';
import { messengerPath } from '../messenger/messenger-paths';
import { messengerKeys } from '../messenger/messenger.queries';
import { notificationKeys } from './notifications.queries';

/** How a feature listens to one push type of the live channel; answers an unsubscribe. */
export type LiveSubscribe = <T extends LivePushType>(type: T, handler: (data: LivePushData<T>) => void) => () => void;

/** The app is in front of the person: in-app badges say enough, no system notification is needed. */
const inFront = () => document.visibilityState === 'visible' && document.hasFocus();

/**
 * Everything the signed-in shell does with live pushes (issue 23 items 3, 5 and 6): messages and
 * receipts into the messenger's caches, badges and lists fetched again, and a system notification
 * (the desktop's native one, which opens the chat or the screen) for a new message or a lesson
 * notification while the app is in the background.
 */
export function useLiveUpdates(subscribe: LiveSubscribe | null): void {
  const queryClient = useQueryClient();
  const session = useSession();
  const me = session?.claims.sub;
  const { t } = useTranslation('notifications');

  useEffect(() => {
    if (!subscribe) return;
    const stops = [
      subscribe('message.new', (message) => {
        applyMessageNew(queryClient, message, me);
        if (message.senderId === me || inFront()) return;
        const chat = queryClient
          .getQueryData<ChatList>(messengerKeys.chats)
          ?.items.find((c) => c.id === message.chatId);
        const name = chat ? `${chat.peer.firstName} ${chat.peer.lastName}`.trim() : '';
        void platform.notify({
          title: name ? t('native.message-title', { name }) : t('native.message'),
          body: (message.body || t('native.attachment')).slice(0, 200),
          path: messengerPath(message.chatId),
        });
      }),
      subscribe('messages.read', (read) => applyMessagesRead(queryClient, read, me)),
      subscribe('notification.created', (notification) => {
        void queryClient.invalidateQueries({ queryKey: notificationKeys.root });
        if (notification.kind !== 'LESSON' || inFront()) return;
        void platform.notify({
          title: notification.title.slice(0, 200),
          body: '',
          path: notificationLink(notification.titleKey, {}) ?? undefined,
        });
      }),
    ];
    return () => stops.forEach((stop) => stop());
  }, [subscribe, queryClient, me, t]);
}
