import { useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ChatSummary } from '../../../shared/contracts/messenger';
import { useSession } from '../../app';
import { AlertIcon, Button, ChevronLeftIcon, EmptyState, Spinner } from '../../ui';
import { WasOnlineText } from '../../ui/WasOnline';
import { AttachmentView } from './AttachmentView';
import { peerName } from './ChatListPanel';
import { Composer } from './Composer';
import { MESSENGER_PATH } from './messenger-paths';
import { flattenMessages, useChat, useMarkRead, useMessages, type ShownMessage } from './messenger.queries';
import { usePageVisible } from './use-page-visible';

function Receipt({ message, chat }: { message: ShownMessage; chat: ChatSummary }) {
  const { t } = useTranslation('messenger');
  if (message.status === 'sending') return <span className="chat-message__receipt">{t('message.sending')}</span>;
  if (message.status === 'failed')
    return <span className="chat-message__receipt chat-message__receipt--failed">{t('message.failed')}</span>;
  const read = message.seq <= chat.peerLastReadSeq;
  return (
    <span className={`chat-message__receipt${read ? ' chat-message__receipt--read' : ''}`}>
      {t(read ? 'message.read' : 'message.sent')}
    </span>
  );
}

/** One chat: its history (older pages on demand), receipts, and the composer. */
export function ChatView({ chatId }: { chatId: string }) {
  const { t, i18n } = useTranslation('messenger');
  const session = useSession();
  const me = session?.claims.sub;
  const chat = useChat(chatId);
  const history = useMessages(chatId);
  const markRead = useMarkRead(chatId);
  const visible = usePageVisible();
  const messages = flattenMessages(history.data);
  const logRef = useRef<HTMLOListElement>(null);
  const lastKey = messages.at(-1)?.idempotencyKey;
  const time = new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-GB' : 'uk-UA', {
    hour: '2-digit',
    minute: '2-digit',
  });

  // The newest message stays in view as messages arrive (not when older pages load above).
  useLayoutEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [lastKey]);

  // Read receipts: what is on an open, visible chat screen has been read.
  const newestSeq = Math.max(chat.data?.lastSeq ?? 0, ...messages.filter((m) => !m.status).map((m) => m.seq));
  const { mutate: markReadTo } = markRead;
  const lastReadSeq = chat.data?.lastReadSeq ?? 0;
  useEffect(() => {
    if (visible && chat.data && newestSeq > lastReadSeq) markReadTo(newestSeq);
  }, [visible, chat.data, newestSeq, lastReadSeq, markReadTo]);

  if (chat.isError || history.isError)
    return (
      <EmptyState
        icon={<AlertIcon />}
        title={t('chat.error')}
        action={
          <Button
            onClick={() => {
              void chat.refetch();
              void history.refetch();
            }}
          >
            {t('list.retry')}
          </Button>
        }
      />
    );
  if (!chat.data || history.isPending)
    return (
      <div className="messenger__status">
        <Spinner label={t('chat.loading')} />
      </div>
    );

  const name = peerName(chat.data, t);
  return (
    <div className="chat-view">
      <header className="chat-view__head">
        <Link to={MESSENGER_PATH} className="chat-view__back" aria-label={t('chat.back')}>
          <ChevronLeftIcon />
        </Link>
        <div>
          <h2 className="chat-view__name">{name}</h2>
          <p className="chat-view__presence">
            <WasOnlineText lastSeenAt={chat.data.peer.lastSeenAt} withLabel />
          </p>
        </div>
      </header>
      {history.hasNextPage ? (
        <Button
          variant="ghost"
          size="sm"
          onClick={() => void history.fetchNextPage()}
          disabled={history.isFetchingNextPage}
        >
          {t('chat.older')}
        </Button>
      ) : null}
      <ol
        ref={logRef}
        className="chat-view__log"
        role="log"
        aria-live="polite"
        aria-label={t('chat.log', { name })}
        tabIndex={0}
      >
        {messages.length === 0 ? <li className="chat-view__empty">{t('chat.empty')}</li> : null}
        {messages.map((message) => {
          const mine = message.senderId === me;
          return (
            <li key={message.idempotencyKey} className={`chat-message${mine ? ' chat-message--mine' : ''}`}>
              <span className="visually-hidden">{mine ? t('message.you') : name}: </span>
              {message.body ? <p className="chat-message__body">{message.body}</p> : null}
              {message.attachments.length > 0 ? (
                <div className="chat-message__attachments">
                  {message.attachments.map((attachment) => (
                    <AttachmentView
                      key={attachment.id}
                      chatId={chatId}
                      attachment={attachment}
                      pending={Boolean(message.status)}
                    />
                  ))}
                </div>
              ) : null}
              <span className="chat-message__meta">
                <time dateTime={message.createdAt}>{time.format(new Date(message.createdAt))}</time>
                {mine ? <Receipt message={message} chat={chat.data} /> : null}
              </span>
            </li>
          );
        })}
      </ol>
      <Composer chatId={chatId} />
    </div>
  );
}
