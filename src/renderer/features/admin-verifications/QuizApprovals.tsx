import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { APPROVAL_STATUSES, type ApprovalStatus } from '../../../shared/contracts/accounts';
import type { QuizApprovalItem } from '../../../shared/contracts/quizzes';
import { useApiClient } from '../../app/api-context';
import { Button, Card, EmptyState, Spinner, useToast } from '../../ui';
import { Tabs } from '../../ui/Tabs';
import { errorMessage, FormAlert } from '../../ui/form';
import { quizInfoPath } from '../quizzes';
import { decideQuiz, useQuizApprovals } from './quiz-approvals.queries';

function QuizApprovalCard({
  item,
  busy,
  onDecide,
}: {
  item: QuizApprovalItem;
  busy: boolean;
  onDecide: (decision: 'approve' | 'decline') => void;
}) {
  const { t, i18n } = useTranslation('admin');
  const headingId = `quiz-approval-${item.id}`;
  const title = item.mainTitle;
  const author = item.author ? `${item.author.firstName} ${item.author.lastName}` : t('quizzes.no-author');
  return (
    <Card as="li" className="verification-card quiz-approval-card" aria-labelledby={headingId}>
      <div className="verification-card__body">
        <h3 id={headingId} className="verification-card__name">
          {title} <span className="verification-card__meta">({item.code})</span>
        </h3>
        <p className="verification-card__meta">
          {t('quizzes.facts', { category: item.categoryName, count: item.questionCount })}
        </p>
        <p className="verification-card__meta">
          {t('quizzes.author', { name: author })}
          {item.author?.verificationStatus ? ` · ${t(`quizzes.verification.${item.author.verificationStatus}`)}` : ''}
        </p>
        <p className="verification-card__meta">
          {t('quizzes.updated', { date: new Date(item.updatedAt).toLocaleString(i18n.language) })}
        </p>
      </div>
      <div className="verification-card__actions">
        <Link to={quizInfoPath(item.code)}>
          {t('quizzes.open')}
          <span className="visually-hidden">: {title}</span>
        </Link>
        {item.approvalStatus !== 'APPROVED' ? (
          <Button
            onClick={() => onDecide('approve')}
            disabled={busy}
            aria-label={t('quizzes.approve-named', { title })}
          >
            {t('list.approve')}
          </Button>
        ) : null}
        {item.approvalStatus !== 'DECLINED' ? (
          <Button
            variant="secondary"
            onClick={() => onDecide('decline')}
            disabled={busy}
            aria-label={t('quizzes.decline-named', { title })}
          >
            {t('list.decline')}
          </Button>
        ) : null}
      </div>
    </Card>
  );
}

function QuizApprovalList({ status }: { status: ApprovalStatus }) {
  const { t } = useTranslation('admin');
  const client = useApiClient();
  const queryClient = useQueryClient();
  const toast = useToast();
  const list = useQuizApprovals(status);
  const [busyId, setBusyId] = useState<string | null>(null);
  if (list.isPending) return <Spinner />;
  if (list.isError) return <FormAlert message={errorMessage(t, list.error)} />;
  if (list.data.items.length === 0) return <EmptyState title={t(`quizzes.empty-${status}`)} />;

  async function decide(item: QuizApprovalItem, decision: 'approve' | 'decline') {
    setBusyId(item.id);
    try {
      await decideQuiz(client, item.id, decision);
      toast.show({
        message: t(decision === 'approve' ? 'quizzes.approved' : 'quizzes.declined', { title: item.mainTitle }),
        kind: decision === 'approve' ? 'success' : 'info',
      });
      // Every status list changes: the quiz leaves this one and joins another.
      await queryClient.invalidateQueries({ queryKey: ['admin', 'quiz-approvals'] });
    } catch (error) {
      toast.show({ message: errorMessage(t, error), kind: 'error' });
    } finally {
      setBusyId(null);
    }
  }

  return (
    <ul className="verification-list">
      {list.data.items.map((item) => (
        <QuizApprovalCard
          key={item.id}
          item={item}
          busy={busyId === item.id}
          onDecide={(decision) => void decide(item, decision)}
        />
      ))}
    </ul>
  );
}

/**
 * Tutors' quizzes for the public catalogue: a quiz of a tutor who is not verified
 * waits here until an admin approves it; approved ones can be taken out again.
 */
export function QuizApprovals() {
  const { t } = useTranslation('admin');
  const [status, setStatus] = useState<ApprovalStatus>('IN_REVIEW');
  return (
    <section aria-labelledby="quiz-approvals-title" className="quiz-approvals">
      <h2 id="quiz-approvals-title">{t('quizzes.title')}</h2>
      <p className="admin-verifications__caption">{t('quizzes.caption')}</p>
      <Tabs
        label={t('quizzes.tabs-label')}
        items={APPROVAL_STATUSES.map((s) => ({
          id: s,
          // Names of their own: the verifications tabs above are In review / Approved / Declined too.
          label: t(`quizzes.status.${s}`),
          content: s === status ? <QuizApprovalList status={s} /> : null,
        }))}
        selectedId={status}
        onSelect={(id) => setStatus(id as ApprovalStatus)}
      />
    </section>
  );
}
