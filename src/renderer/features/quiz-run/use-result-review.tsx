import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import type { QuizResultReview } from '../../../shared/contracts/quizzes';
import { meansNotFound } from '../../api';
import { useSession } from '../../app';
import { AlertIcon, Button, EmptyState, Spinner } from '../../ui';
import { loginPath, QUIZ_PATHS, useQuizResult } from '../quizzes';

/**
 * Loads a stored result for the result and answers screens. A guest must sign in to see
 * quiz results, so a guest is sent to /login and brought back.
 */
export function ResultLoader({
  resultId,
  children,
}: {
  resultId: string;
  children: (review: QuizResultReview) => ReactNode;
}) {
  const session = useSession();
  const location = useLocation();
  if (!session) return <Navigate to={loginPath(location.pathname)} replace />;
  return <SignedInLoader resultId={resultId}>{children}</SignedInLoader>;
}

function SignedInLoader({
  resultId,
  children,
}: {
  resultId: string;
  children: (review: QuizResultReview) => ReactNode;
}) {
  const { t } = useTranslation('quiz');
  const query = useQuizResult(resultId);
  if (query.isPending) {
    return (
      <div className="quiz-page__status">
        <Spinner size="lg" label={t('result.loading')} />
      </div>
    );
  }
  if (query.isError) {
    if (meansNotFound(query.error)) {
      return <Navigate to={QUIZ_PATHS.notFound} replace />;
    }
    return (
      <EmptyState
        title={t('result.load-error')}
        icon={<AlertIcon />}
        action={<Button onClick={() => void query.refetch()}>{t('common.retry')}</Button>}
      />
    );
  }
  return <>{children(query.data)}</>;
}
