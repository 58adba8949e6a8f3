import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router-dom';
import type { QuizSummary } from '../../../shared/contracts/quizzes';
import { isApiError } from '../../api';
import { browserStorage } from '../../platform/storage';
import { AlertIcon, Button, buttonClassName, Card, EmptyState, Spinner } from '../../ui';
import { QUIZ_PATHS, helpPath, quizListPath, quizRunPath } from './quiz-paths';
import { useQuizInfo } from './quiz.queries';
import { storedRunFor } from './stored-run';
import './quizzes.css';

/** The quiz info screen: what the test holds, how long it takes, and start or resume. */
export function QuizInfoPage() {
  const { t } = useTranslation('quiz');
  const { code = '' } = useParams();
  const query = useQuizInfo(code);
  if (query.isPending) {
    return (
      <div className="quiz-page__status">
        <Spinner size="lg" label={t('info.loading')} />
      </div>
    );
  }
  if (query.isError) {
    if (isApiError(query.error) && query.error.status === 404) return <Navigate to={QUIZ_PATHS.notFound} replace />;
    return (
      <EmptyState
        title={t('info.error')}
        icon={<AlertIcon />}
        action={<Button onClick={() => void query.refetch()}>{t('common.retry')}</Button>}
      />
    );
  }
  return <QuizInfo quiz={query.data} />;
}

/** An unfinished test of this quiz can be resumed or restarted. */
function useStoredRun(quizId: string) {
  return useMemo(() => storedRunFor(browserStorage, quizId), [quizId]);
}

function QuizInfo({ quiz }: { quiz: QuizSummary }) {
  const { t } = useTranslation('quiz');
  const stored = useStoredRun(quiz.id);
  const answered = stored ? quiz.questionCount - stored.unansweredQuestions.length : 0;
  return (
    <div className="quizzes-page quiz-info">
      <Link to={quizListPath(quiz.section)} className="quiz-back">
        {t(`sections.${quiz.section}`)}
      </Link>
      <header className="quizzes-page__head">
        <p className="quiz-card__category">{quiz.categoryName}</p>
        <h1>{quiz.mainTitle}</h1>
      </header>
      <div className="quiz-info__body">
        <Card as="section" aria-labelledby="quiz-facts-title" className="quiz-info__card">
          <h2 id="quiz-facts-title">{t('info.facts-title')}</h2>
          <dl className="quiz-info__facts">
            <div>
              <dt>{t('info.questions-label')}</dt>
              <dd>{quiz.questionCount}</dd>
            </div>
            <div>
              <dt>{t('info.time-label')}</dt>
              <dd>{t('info.minutes', { count: quiz.maxTime })}</dd>
            </div>
            <div>
              <dt>{t('info.max-score-label')}</dt>
              <dd>{quiz.maxScore}</dd>
            </div>
            {quiz.threshold !== null ? (
              <div>
                <dt>{t('info.threshold-label')}</dt>
                <dd>{quiz.threshold}</dd>
              </div>
            ) : null}
          </dl>
          <p className="quiz-info__note">
            {quiz.hasConversionTable ? t('info.has-conversion') : t('info.no-conversion')}
          </p>
          <p className="quiz-info__note">{t('info.timer-note', { count: quiz.maxTime })}</p>
          <div className="quiz-info__actions">
            {stored ? (
              <>
                <p className="quiz-info__resume" role="status">
                  {t('info.unfinished', { answered, count: quiz.questionCount })}
                </p>
                <Link to={quizRunPath(quiz.code, 'resume')} className={buttonClassName('primary', 'lg')}>
                  {t('info.resume')}
                </Link>
                <Link to={quizRunPath(quiz.code, 'restart')} className={buttonClassName('secondary', 'lg')}>
                  {t('info.restart')}
                </Link>
              </>
            ) : (
              // No mode: the server resumes a run open on another device, or starts one.
              <Link to={quizRunPath(quiz.code)} className={buttonClassName('primary', 'lg')}>
                {t('info.start')}
              </Link>
            )}
          </div>
          <p className="quiz-info__note">{t('info.guest-note')}</p>
        </Card>
        <Card as="section" aria-labelledby="quiz-types-title" className="quiz-info__card">
          <h2 id="quiz-types-title">{t('info.types-title')}</h2>
          <ul className="quiz-info__types">
            {quiz.questionTypes.map((type) => (
              <li key={type}>
                <Link to={helpPath(type)}>{t(`types.${type}.name`)}</Link>
                <span> — {t(`types.${type}.short`)}</span>
              </li>
            ))}
          </ul>
        </Card>
      </div>
    </div>
  );
}
