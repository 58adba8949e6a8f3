import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClassName, CompassIcon, EmptyState } from '../../ui';
import { quizListPath } from './quiz-paths';
import './quizzes.css';

/** The quiz-not-found screen: an unknown code, a removed quiz or someone else's result. */
export function QuizNotFoundPage() {
  const { t } = useTranslation('quiz');
  return (
    <div className="quizzes-page">
      <h1 className="visually-hidden">{t('not-found.title')}</h1>
      <EmptyState
        icon={<CompassIcon size={40} />}
        title={t('not-found.title')}
        description={t('not-found.text')}
        action={
          <Link to={quizListPath()} className={buttonClassName('primary')}>
            {t('not-found.action')}
          </Link>
        }
      />
    </div>
  );
}
