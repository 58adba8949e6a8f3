import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { REQUEST_SORTS, REQUEST_TABS, type RequestSort, type RequestTab } from '../../../shared/contracts/requests';
import { PATHS, useApiClient, useSession } from '../../app';
import { browserStorage } from '../../platform/storage';
import { AlertIcon, Button, EmptyState, Select, Spinner, buttonClassName } from '../../ui';
import { Tabs } from '../../ui/Tabs';
import { viewerZone } from '../../lib/zoned-time';
import { RequestCard } from './RequestCard';
import { requestErrorText } from './request-errors';
import { clearGuestRequest, readGuestRequest } from './request-storage';
import { PAGE_SIZE, requestsKeys, useRequestList } from './requests.queries';
import { forgetGuestRequestFailure, guestRequestFailure, sendGuestRequest } from './send-guest-request';
import './requests.css';

const isTab = (value: string | null): value is RequestTab => (REQUEST_TABS as readonly string[]).includes(value ?? '');
const isSort = (value: string | null): value is RequestSort =>
  (REQUEST_SORTS as readonly string[]).includes(value ?? '');

/** The lesson requests page: tabs personal, general student requests, all; newest or oldest first. */
export function RequestsPage() {
  const { t } = useTranslation('requests');
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const sortParam = params.get('sort');
  const tab: RequestTab = isTab(tabParam) ? tabParam : 'personal';
  const sort: RequestSort = isSort(sortParam) ? sortParam : 'newest';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const isStudent = session?.role === 'ROLE_STUDENT';

  function update(next: Record<string, string>) {
    const merged = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) merged.set(key, value);
    if (!('page' in next)) merged.delete('page');
    setParams(merged, { replace: true });
  }

  const tabs = REQUEST_TABS.map((id) => ({
    id,
    label: t(`list.tabs.${id}`),
    content: <RequestList tab={id} sort={sort} page={page} onPage={(next) => update({ page: String(next) })} />,
  }));

  return (
    <div className="requests-page">
      <header className="requests-page__header requests-page__header--row">
        <h1>{t('list.title')}</h1>
        <div className="requests-toolbar">
          <Select
            label={t('list.sort.label')}
            value={sort}
            onChange={(event) => update({ sort: event.target.value })}
            options={REQUEST_SORTS.map((value) => ({ value, label: t(`list.sort.${value}`) }))}
          />
          {isStudent ? (
            <Link to={PATHS.publicRequest} className={buttonClassName('primary', 'md')}>
              {t('list.new-public')}
            </Link>
          ) : null}
        </div>
      </header>
      {isStudent ? <GuestRequestNotice /> : null}
      <Tabs label={t('list.tabs.label')} items={tabs} selectedId={tab} onSelect={(id) => update({ tab: id })} />
    </div>
  );
}

function RequestList({
  tab,
  sort,
  page,
  onPage,
}: {
  tab: RequestTab;
  sort: RequestSort;
  page: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('requests');
  const session = useSession();
  const list = useRequestList(tab, sort, page);
  const [zone] = useState(viewerZone);
  const role = session?.role === 'ROLE_TEACHER' ? 'teacher' : 'student';

  if (list.isPending) return <Spinner label={t('list.loading')} />;
  if (list.isError) {
    return (
      <EmptyState
        icon={<AlertIcon />}
        title={t('list.error')}
        action={<Button onClick={() => void list.refetch()}>{t('common.retry')}</Button>}
      />
    );
  }
  const { items, total, activeCount, activeLimit } = list.data;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  return (
    <div className="requests-list">
      {role === 'student' ? (
        <p className={activeCount >= activeLimit ? 'requests-limit requests-limit--full' : 'requests-limit'}>
          {t('list.active', { active: activeCount, limit: activeLimit })}
        </p>
      ) : null}
      {items.length === 0 ? (
        <EmptyState title={t(`list.empty.${role}.${tab}`)} />
      ) : (
        <ul className="requests-list__items">
          {items.map((item) => (
            <RequestCard key={item.id} request={item} role={role} zone={zone} />
          ))}
        </ul>
      )}
      {pages > 1 ? (
        <nav className="requests-pager" aria-label={t('list.pager.label')}>
          <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            {t('list.pager.previous')}
          </Button>
          <span>{t('list.pager.page', { page, pages })}</span>
          <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
            {t('list.pager.next')}
          </Button>
        </nav>
      ) : null}
    </div>
  );
}

/** A guest request kept from before sign-in that the server refused: say why, retry or discard. */
function GuestRequestNotice() {
  const { t } = useTranslation('requests');
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState(() => (readGuestRequest(browserStorage) ? guestRequestFailure() : null));
  const [pending, setPending] = useState(false);
  if (!failure) return null;
  return (
    <div className="requests-notice" role="alert">
      <p>{t('guest.failed', { reason: requestErrorText(t, failure) })}</p>
      <div className="requests-notice__actions">
        <Button
          size="sm"
          disabled={pending}
          onClick={() => {
            setPending(true);
            sendGuestRequest(client).then(
              () => {
                setFailure(null);
                setPending(false);
                void queryClient.invalidateQueries({ queryKey: requestsKeys.root });
              },
              () => {
                setFailure(guestRequestFailure());
                setPending(false);
              },
            );
          }}
        >
          {t('guest.retry')}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => {
            clearGuestRequest(browserStorage);
            forgetGuestRequestFailure();
            setFailure(null);
          }}
        >
          {t('guest.discard')}
        </Button>
      </div>
    </div>
  );
}
