import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Notification } from '../../../shared/contracts/notifications';
import { AlertIcon, Button, EmptyState, Spinner } from '../../ui';
import { useMarkNotificationRead, useNotificationList } from './notifications.queries';
import './notifications.css';

function NotificationItem({ item, onRead }: { item: Notification; onRead: (id: string) => void }) {
  const { t, i18n } = useTranslation('notifications');
  const when = new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-GB' : 'uk-UA', {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(item.createdAt));
  const unread = item.readAt === null;
  return (
    <li className={`notification${unread ? ' notification--unread' : ''}`}>
      <span className="notification__kind">{t(`kinds.${item.kind}`)}</span>
      {item.link ? (
        <Link to={item.link} className="notification__title" onClick={() => unread && onRead(item.id)}>
          {item.title}
        </Link>
      ) : (
        <span className="notification__title">{item.title}</span>
      )}
      <span className="notification__meta">
        <time dateTime={item.createdAt}>{when}</time>
        {unread ? (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => onRead(item.id)}
            aria-label={t('list.mark-one', { title: item.title })}
          >
            {t('list.mark-one-short')}
          </Button>
        ) : (
          <span className="visually-hidden">{t('list.read')}</span>
        )}
      </span>
    </li>
  );
}

/** /notifications: the list, newest first, with mark one and mark all read. */
export function NotificationsPage() {
  const { t } = useTranslation('notifications');
  const list = useNotificationList();
  const mark = useMarkNotificationRead();
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const unread = list.data?.pages[0]?.unreadCount ?? 0;

  return (
    <div className="notifications-page">
      <header className="notifications-page__head">
        <h1>{t('page.title')}</h1>
        {unread > 0 ? (
          <Button variant="secondary" size="sm" onClick={() => mark.mutate(undefined)} disabled={mark.isPending}>
            {t('list.mark-all')}
          </Button>
        ) : null}
      </header>
      {list.isPending ? (
        <div className="notifications-page__status">
          <Spinner label={t('page.loading')} />
        </div>
      ) : list.isError ? (
        <EmptyState
          icon={<AlertIcon />}
          title={t('page.error')}
          action={<Button onClick={() => void list.refetch()}>{t('page.retry')}</Button>}
        />
      ) : items.length === 0 ? (
        <EmptyState title={t('page.empty')} />
      ) : (
        <>
          <p className="notifications-page__count" aria-live="polite">
            {t('page.unread', { count: unread })}
          </p>
          <ul className="notifications-page__list">
            {items.map((item) => (
              <NotificationItem key={item.id} item={item} onRead={(id) => mark.mutate(id)} />
            ))}
          </ul>
          {list.hasNextPage ? (
            <Button variant="ghost" onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
              {t('page.more')}
            </Button>
          ) : null}
        </>
      )}
    </div>
  );
}
