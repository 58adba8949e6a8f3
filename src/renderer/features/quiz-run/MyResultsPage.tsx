import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { useSession } from '../../app';
import { AlertIcon, Button, buttonClassName, Card, EmptyState, Spinner } from '../../ui';
import { loginPath, quizListPath, quizResultPath, quizRunPath, useMyQuizResults } from '../quizzes';
import { ProgressChart } from './ProgressChart';
import './quiz-run.css';
import './quiz-result.css';

/** A user's quiz results with a chart of progress over time. Results need an account. */
export function MyResultsPage() {
  const session = useSession();
  const location = useLocation();
  if (!session) return <Navigate to={loginPath(location.pathname)} replace />;
  return <MyResults />;
}

function MyResults() {
  const { t, i18n } = useTranslation('quiz');
  const query = useMyQuizResults();
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <div className="quiz-result">
      <header className="quiz-result__head">
        <h1>{t('my-results.title')}</h1>
      </header>
      {query.isPending ? (
        <div className="quiz-page__status">
          <Spinner label={t('my-results.loading')} />
        </div>
      ) : query.isError ? (
        <EmptyState
          title={t('my-results.error')}
          icon={<AlertIcon />}
          action={<Button onClick={() => void query.refetch()}>{t('common.retry')}</Button>}
        />
      ) : query.data.items.length === 0 ? (
        <EmptyState
          title={t('my-results.empty')}
          action={
            <Link to={quizListPath()} className={buttonClassName('primary')}>
              {t('my-results.to-quizzes')}
            </Link>
          }
        />
      ) : (
        <>
          {query.data.history.length > 0 ? (
            <Card as="section" aria-labelledby="progress-title" className="quiz-result__section">
              <h2 id="progress-title">{t('my-results.chart-title')}</h2>
              <ProgressChart points={query.data.history} />
            </Card>
          ) : null}
          <section aria-labelledby="results-list-title" className="quiz-result__section">
            <h2 id="results-list-title">{t('my-results.list-title')}</h2>
            <ul className="results-list">
              {query.data.items.map((record) => (
                <li key={record.id}>
                  <Card className="results-list__item">
                    <div>
                      <h3 className="quiz-card__title">{record.mainTitle}</h3>
                      <p className="results-list__meta">
                        {when.format(new Date(record.finishedAt ?? record.startedAt))} ·{' '}
                        {record.result
                          ? t('my-results.line', {
                              score: record.result.score,
                              max: record.result.maxScore,
                              percent: record.result.percent,
                            })
                          : t(`my-results.status.${record.status}`)}
                      </p>
                    </div>
                    {record.result ? (
                      <Link to={quizResultPath(record.id)} className={buttonClassName('secondary', 'sm')}>
                        {t('my-results.open')}
                        <span className="visually-hidden">: {record.mainTitle}</span>
                      </Link>
                    ) : (
                      <Link to={quizRunPath(record.quizCode, 'resume')} className={buttonClassName('secondary', 'sm')}>
                        {t('info.resume')}
                      </Link>
                    )}
                  </Card>
                </li>
              ))}
            </ul>
          </section>
        </>
      )}
    </div>
  );
}
