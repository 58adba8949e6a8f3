import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ChatSummary } from '../../../shared/contracts/messenger';
import { AlertIcon, Button, EmptyState, Spinner } from '../../ui';
import { WasOnlineText } from '../../ui/WasOnline';
import { messengerPath } from './messenger-paths';
import { useChats } from './messenger.queries';

export function peerName(chat: ChatSummary, t: (key: string) => string): string {
  if (chat.kind === 'SUPPORT' && chat.peer.role === 'ROLE_ADMINISTRATOR') return t('chat.support');
  return `${chat.peer.firstName} ${chat.peer.lastName}`.trim();
}

function preview(chat: ChatSummary, t: (key: string, options?: Record<string, unknown>) => string): string {
  const last = chat.lastMessage;
  if (!last) return t('list.no-messages');
  if (last.body) return last.body;
  return t('list.attachments', { count: last.attachments.length });
}

/** The chats, newest activity first, each with its unread count and the other person's presence. */
export function ChatListPanel({ activeId }: { activeId: string | undefined }) {
  const { t } = useTranslation('messenger');
  const chats = useChats();

  if (chats.isPending)
    return (
      <div className="messenger__status">
        <Spinner label={t('list.loading')} />
      </div>
    );
  if (chats.isError)
    return (
      <EmptyState
        icon={<AlertIcon />}
        title={t('list.error')}
        action={<Button onClick={() => void chats.refetch()}>{t('list.retry')}</Button>}
      />
    );
  if (chats.data.items.length === 0) return <EmptyState title={t('list.empty')} description={t('list.empty-hint')} />;

  return (
    <ul className="chat-list">
      {chats.data.items.map((chat) => {
        const name = peerName(chat, t);
        return (
          <li key={chat.id}>
            <Link
              to={messengerPath(chat.id)}
              className={`chat-list__item${chat.id === activeId ? ' chat-list__item--active' : ''}`}
              aria-current={chat.id === activeId ? 'page' : undefined}
            >
              <span className="chat-list__avatar" aria-hidden="true">
                {name.charAt(0)}
              </span>
              <span className="chat-list__text">
                <span className="chat-list__name">{name}</span>
                <span className="chat-list__presence">
                  <WasOnlineText lastSeenAt={chat.peer.lastSeenAt} />
                </span>
                <span className="chat-list__preview">{preview(chat, t)}</span>
              </span>
              {chat.unreadCount > 0 ? (
                <span className="chat-list__unread" aria-label={t('list.unread', { count: chat.unreadCount })}>
                  {chat.unreadCount > 99 ? '99+' : chat.unreadCount}
                </span>
              ) : null}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
