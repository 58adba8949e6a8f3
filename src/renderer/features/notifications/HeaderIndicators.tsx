import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { PATHS } from '../../app';
import { platform } from '../../platform';
import { BellIcon, ChatIcon } from '../../ui/icons';
import { useLiveUpdates } from './live-updates';
import { useUnreadMessages, useUnreadNotifications } from './notifications.queries';
import './header-indicators.css';

function Badge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span className="header-indicator__badge" aria-hidden="true">
      {count > 99 ? '99+' : count}
    </span>
  );
}

/**
 * The header's messages and notifications badges for a signed-in user, and the
 * desktop tray's count (item 6). The counts are fetched again on every navigation and when the
 * window gets focus; live pushes (live-updates.ts, mounted here once) refresh them as they happen.
 */
export function HeaderIndicators() {
  const { t } = useTranslation('notifications');
  const location = useLocation();
  useLiveUpdates();
  const messages = useUnreadMessages();
  const notifications = useUnreadNotifications();
  const messageCount = messages.data?.unreadCount ?? 0;
  const notificationCount = notifications.data?.unreadCount ?? 0;
  const { refetch: refetchMessages } = messages;
  const { refetch: refetchNotifications } = notifications;

  useEffect(() => {
    void refetchMessages();
    void refetchNotifications();
  }, [location.pathname, refetchMessages, refetchNotifications]);

  useEffect(() => {
    const onFocus = () => {
      void refetchMessages();
      void refetchNotifications();
    };
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [refetchMessages, refetchNotifications]);

  const total = messageCount + notificationCount;
  useEffect(() => {
    void platform.setUnreadCount(total);
  }, [total]);
  // Signed out (this unmounts): the tray shows nothing unread.
  useEffect(() => () => void platform.setUnreadCount(0), []);

  return (
    <>
      <Link
        to={PATHS.messages}
        className="header-indicator header-indicator--messages"
        aria-label={messageCount > 0 ? t('badge.messages-unread', { count: messageCount }) : t('badge.messages')}
      >
        <ChatIcon />
        <Badge count={messageCount} />
      </Link>
      <Link
        to={PATHS.notifications}
        className="header-indicator"
        aria-label={
          notificationCount > 0
            ? t('badge.notifications-unread', { count: notificationCount })
            : t('badge.notifications')
        }
      >
        <BellIcon />
        <Badge count={notificationCount} />
      </Link>
    </>
  );
}
