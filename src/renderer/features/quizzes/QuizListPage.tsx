import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router-dom';
import { DEFAULT_QUIZ_SECTION, QuizSection } from '../../../shared/contracts/quizzes';
import { AlertIcon, Button, EmptyState, Spinner } from '../../ui';
import { QuizCard } from './QuizCard';
import { QuizSectionNav } from './QuizSectionNav';
import { QUIZ_PATHS } from './quiz-paths';
import { useQuizList } from './quiz.queries';
import './quizzes.css';

/** The quiz list of one section; `/quizzes` is the default section, nmt. */
export function QuizListPage() {
  const { t } = useTranslation('quiz');
  const { section: raw } = useParams();
  const parsed = QuizSection.safeParse(raw ?? DEFAULT_QUIZ_SECTION);
  const section = parsed.success ? parsed.data : null;
  const query = useQuizList(section ?? DEFAULT_QUIZ_SECTION);
  if (!section) return <Navigate to={QUIZ_PATHS.notFound} replace />;

  return (
    <div className="quizzes-page">
      <header className="quizzes-page__head">
        <h1>{t('list.title')}</h1>
        <p className="quizzes-page__lead">{t(`sections-lead.${section}`)}</p>
        <p className="quizzes-page__links">
          <Link to={QUIZ_PATHS.evi}>{t('list.about-evi')}</Link>
          <Link to={QUIZ_PATHS.myResults}>{t('list.my-results')}</Link>
        </p>
      </header>
      <QuizSectionNav />
      <section aria-labelledby="quiz-list-title" className="quizzes-page__section">
        <h2 id="quiz-list-title" className="visually-hidden">
          {t(`sections.${section}`)}
        </h2>
        {query.isPending ? (
          <div className="quiz-page__status">
            <Spinner label={t('list.loading')} />
          </div>
        ) : query.isError ? (
          <EmptyState
            title={t('list.error')}
            icon={<AlertIcon />}
            action={<Button onClick={() => void query.refetch()}>{t('common.retry')}</Button>}
          />
        ) : query.data.length === 0 ? (
          <EmptyState title={t('list.empty')} />
        ) : (
          <ul className="quiz-grid">
            {query.data.map((quiz) => (
              <li key={quiz.id}>
                <QuizCard quiz={quiz} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
