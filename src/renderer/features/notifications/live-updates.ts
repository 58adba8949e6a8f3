import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ChatList } from '../../../shared/contracts/messenger';
import { notificationLink } from '../../../shared/contracts/notifications/notification-link';
import { useSession } from '../../app';
import { platform } from '../../platform';
import { refreshQueries, useLivePush } from '../live';
import { applyMessageNew, applyMessagesRead, messengerKeys, messengerPath } from '../messenger';
import { notificationKeys } from './notifications.queries';

/** The app is in front of the person: in-app badges say enough, no system notification is needed. */
const inFront = () => document.visibilityState === 'visible' && document.hasFocus();

/**
 * Everything the signed-in shell does with live pushes: messages and
 * receipts into the messenger's caches, badges and lists fetched again, and a system notification
 * (the desktop's native one, which opens the chat or the screen) for a new message or a lesson
 * notification while the app is in the background. Mounted once, by the header's indicators.
 */
export function useLiveUpdates(): void {
  const queryClient = useQueryClient();
  const session = useSession();
  const me = session?.claims.sub;
  const { t } = useTranslation('notifications');

  useLivePush('message.new', (message) => {
    applyMessageNew(queryClient, message, me);
    if (message.senderId === me || inFront()) return;
    const chat = queryClient.getQueryData<ChatList>(messengerKeys.chats)?.items.find((c) => c.id === message.chatId);
    const name = chat ? `${chat.peer.firstName} ${chat.peer.lastName}`.trim() : '';
    void platform.notify({
      title: name ? t('native.message-title', { name }) : t('native.message'),
      body: (message.body || t('native.attachment')).slice(0, 200),
      path: messengerPath(message.chatId),
    });
  });

  useLivePush('messages.read', (read) => applyMessagesRead(queryClient, read, me));

  useLivePush('notification.created', (notification) => {
    // The badge and an open list follow (App.tsx's invalidations name the same root; this one
    // does not depend on them).
    void refreshQueries(queryClient, notificationKeys.root);
    if (notification.kind !== 'LESSON' || inFront()) return;
    void platform.notify({
      title: notification.title.slice(0, 200),
      body: '',
      path: notificationLink(notification.titleKey, {}) ?? undefined,
    });
  });
}
