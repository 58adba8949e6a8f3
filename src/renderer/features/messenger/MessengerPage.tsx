import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { isApiError } from '../../api';
import { useSession } from '../../app';
import { Button, EmptyState } from '../../ui';
import { ChatListPanel } from './ChatListPanel';
import { ChatView } from './ChatView';
import { messengerPath } from './messenger-paths';
import { useOpenChat, useOpenSupportChat } from './messenger.queries';
import './messenger.css';

/**
 * /messages and /messages/:chatId: the chat list beside the open chat on wide
 * screens; on a phone one of the two at a time, the chat with a way back to the list.
 * /messages?with=<userId> finds or starts the chat with that person first.
 */
export function MessengerPage() {
  const { t } = useTranslation('messenger');
  const { chatId } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const withUser = params.get('with');
  const open = useOpenChat();
  const { mutate } = open;
  const support = useOpenSupportChat();
  const session = useSession();

  useEffect(() => {
    if (!withUser) return;
    mutate(withUser, { onSuccess: (chat) => navigate(messengerPath(chat.id), { replace: true }) });
  }, [withUser, mutate, navigate]);

  const failed = open.error ?? support.error;
  const openError = failed
    ? isApiError(failed)
      ? t(`errors:${failed.code}`, { defaultValue: t('chat.error') })
      : t('chat.error')
    : null;

  return (
    <div className={`messenger${chatId ? ' messenger--chat-open' : ''}`}>
      <section className="messenger__list" aria-labelledby="messenger-title">
        <div className="messenger__head">
          <h1 id="messenger-title" className="messenger__title">
            {t('page.title')}
          </h1>
          {session?.role !== 'ROLE_ADMINISTRATOR' ? (
            <Button
              variant="secondary"
              size="sm"
              disabled={support.isPending}
              onClick={() => support.mutate(undefined, { onSuccess: (chat) => navigate(messengerPath(chat.id)) })}
            >
              {t('page.support')}
            </Button>
          ) : null}
        </div>
        <ChatListPanel activeId={chatId} />
      </section>
      <section className="messenger__chat" aria-label={t('chat.region')}>
        {chatId ? (
          <ChatView key={chatId} chatId={chatId} />
        ) : openError ? (
          <p className="messenger__problem" role="alert">
            {openError}
          </p>
        ) : (
          <EmptyState title={t('page.pick')} description={t('page.pick-hint')} />
        )}
      </section>
    </div>
  );
}
