import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router-dom';
import { QUESTION_TYPES } from '../../../shared/contracts/quizzes';
import { Card } from '../../ui';
import { QUIZ_PATHS, helpPath, quizListPath, typeOfHelpPage } from './quiz-paths';
import './quizzes.css';

const SECTIONS = ['how', 'scoring', 'example', 'tips'] as const;

/** The reference page of a question type, /dovidka/viditestiv/N. */
export function HelpPage() {
  const { t } = useTranslation('quiz');
  const { page } = useParams();
  const type = typeOfHelpPage(page);
  if (!type) return <Navigate to={QUIZ_PATHS.notFound} replace />;
  return (
    <div className="quizzes-page help-page">
      <header className="quizzes-page__head">
        <p className="quiz-card__category">{t('help.eyebrow')}</p>
        <h1>{t(`types.${type}.name`)}</h1>
        <p className="quizzes-page__lead">{t(`help.${type}.intro`)}</p>
      </header>
      <div className="help-page__body">
        <div className="help-page__main">
          {SECTIONS.map((section) => (
            <Card key={section} as="section" aria-labelledby={`help-${section}`}>
              <h2 id={`help-${section}`}>{t(`help.titles.${section}`)}</h2>
              <p className="help-page__text">{t(`help.${type}.${section}`)}</p>
            </Card>
          ))}
        </div>
        <nav className="help-page__nav" aria-label={t('help.other-types')}>
          <h2>{t('help.other-types')}</h2>
          <ul>
            {QUESTION_TYPES.map((other) => (
              <li key={other}>
                <Link to={helpPath(other)} aria-current={other === type ? 'page' : undefined}>
                  {t(`types.${other}.name`)}
                </Link>
              </li>
            ))}
          </ul>
          <Link to={quizListPath()}>{t('help.to-quizzes')}</Link>
        </nav>
      </div>
    </div>
  );
}
