import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { APPROVAL_STATUSES, type ApprovalStatus } from '../../../shared/contracts/accounts';
import { useApiClient } from '../../app/api-context';
import { EmptyState, Spinner, useToast } from '../../ui';
import { Tabs } from '../../ui/Tabs';
import { errorMessage, FormAlert } from '../../ui/form';
import { DeclineDialog } from './DeclineDialog';
import { QuizApprovals } from './QuizApprovals';
import { SubjectSuggestionsPanel } from './SubjectSuggestionsPanel';
import { approve, useVerifications } from './verifications.queries';
import { VerificationCard } from './VerificationCard';
import './admin-verifications.css';

function VerificationList({ status }: { status: ApprovalStatus }) {
  const { t } = useTranslation('admin');
  const client = useApiClient();
  const toast = useToast();
  const list = useVerifications(status);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [declining, setDeclining] = useState<{ userId: string; name: string } | null>(null);
  if (list.isPending) return <Spinner />;
  if (list.isError) return <FormAlert message={errorMessage(t, list.error)} />;
  if (list.data.items.length === 0) return <EmptyState title={t(`list.empty-${status}`)} />;

  async function onApprove(userId: string, name: string) {
    setBusyId(userId);
    try {
      await approve(client, userId);
      toast.show({ message: t('list.approved', { name }), kind: 'success' });
      await list.refetch();
    } catch (error) {
      toast.show({ message: errorMessage(t, error), kind: 'error' });
    } finally {
      setBusyId(null);
    }
  }

  return (
    <>
      <ul className="verification-list">
        {list.data.items.map((item) => {
          const name = `${item.firstName} ${item.lastName}`;
          return (
            <VerificationCard
              key={item.userId}
              item={item}
              busy={busyId === item.userId}
              onApprove={() => void onApprove(item.userId, name)}
              onDecline={() => setDeclining({ userId: item.userId, name })}
            />
          );
        })}
      </ul>
      <DeclineDialog
        teacher={declining}
        onClose={() => setDeclining(null)}
        onDeclined={() => {
          toast.show({ message: t('list.declined', { name: declining?.name ?? '' }), kind: 'info' });
          setDeclining(null);
          void list.refetch();
        }}
      />
    </>
  );
}

/** /admin/verifications: teachers waiting for review; approve, or decline with a reason. */
export function AdminVerificationsPage() {
  const { t } = useTranslation('admin');
  const [status, setStatus] = useState<ApprovalStatus>('IN_REVIEW');
  return (
    <div className="admin-verifications">
      <h1 className="admin-verifications__title">{t('page.title')}</h1>
      <p className="admin-verifications__caption">{t('page.caption')}</p>
      <Tabs
        label={t('page.tabs-label')}
        items={APPROVAL_STATUSES.map((s) => ({
          id: s,
          label: t(`status.${s}`),
          content: s === status ? <VerificationList status={s} /> : null,
        }))}
        selectedId={status}
        onSelect={(id) => setStatus(id as ApprovalStatus)}
      />
      <QuizApprovals />
      <SubjectSuggestionsPanel />
    </div>
  );
}
