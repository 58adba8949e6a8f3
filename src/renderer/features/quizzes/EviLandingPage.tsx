import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClassName, CapIcon, Spinner } from '../../ui';
import { QuizCard } from './QuizCard';
import { quizListPath } from './quiz-paths';
import { useQuizList } from './quiz.queries';
import './quizzes.css';

const METRICS = ['tznk-tasks', 'tznk-points', 'language-tasks', 'minutes'] as const;
const STEPS = ['choose', 'answer', 'analyse'] as const;
const FAQ = ['what', 'parts', 'scoring', 'guest', 'ai', 'teachers'] as const;

/** The EVI landing page: banner, quizzes, metrics, how it works, FAQ. */
export function EviLandingPage() {
  const { t } = useTranslation('quiz');
  const quizzes = useQuizList('magistratura-aspirantura');
  return (
    <div className="evi">
      <section className="evi-banner" aria-labelledby="evi-title">
        <div className="evi-banner__text">
          <p className="evi-banner__eyebrow">{t('evi.banner.eyebrow')}</p>
          <h1 id="evi-title">{t('evi.banner.title')}</h1>
          <p>{t('evi.banner.text')}</p>
          <div className="evi-banner__actions">
            <Link to={quizListPath('magistratura-aspirantura')} className={buttonClassName('accent', 'lg')}>
              {t('evi.banner.action')}
            </Link>
            <Link to={quizListPath()} className={buttonClassName('secondary', 'lg')}>
              {t('evi.banner.nmt')}
            </Link>
          </div>
        </div>
        <span className="evi-banner__art" aria-hidden="true">
          <CapIcon size={96} />
        </span>
      </section>

      <section className="quizzes-page__section" aria-labelledby="evi-quizzes-title">
        <h2 id="evi-quizzes-title">{t('evi.quizzes.title')}</h2>
        {quizzes.isPending ? (
          <Spinner label={t('list.loading')} />
        ) : quizzes.isError || quizzes.data.length === 0 ? (
          <p>
            {t('evi.quizzes.empty')} <Link to={quizListPath()}>{t('evi.quizzes.all')}</Link>
          </p>
        ) : (
          <ul className="quiz-grid">
            {quizzes.data.slice(0, 6).map((quiz) => (
              <li key={quiz.id}>
                <QuizCard quiz={quiz} />
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="quizzes-page__section" aria-labelledby="evi-metrics-title">
        <h2 id="evi-metrics-title">{t('evi.metrics.title')}</h2>
        <dl className="evi-metrics">
          {METRICS.map((metric) => (
            <div key={metric} className="evi-metrics__item">
              <dt>{t(`evi.metrics.${metric}.label`)}</dt>
              <dd>{t(`evi.metrics.${metric}.value`)}</dd>
            </div>
          ))}
        </dl>
        <p className="quizzes-page__lead">{t('evi.metrics.source')}</p>
      </section>

      <section className="quizzes-page__section" aria-labelledby="evi-how-title">
        <h2 id="evi-how-title">{t('evi.how.title')}</h2>
        <ol className="evi-steps">
          {STEPS.map((step, index) => (
            <li key={step} className="evi-steps__item">
              <span className="evi-steps__number" aria-hidden="true">
                {index + 1}
              </span>
              <h3>{t(`evi.how.${step}.title`)}</h3>
              <p>{t(`evi.how.${step}.text`)}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className="quizzes-page__section" aria-labelledby="evi-faq-title">
        <h2 id="evi-faq-title">{t('evi.faq.title')}</h2>
        <div className="evi-faq">
          {FAQ.map((item) => (
            <details key={item} className="evi-faq__item">
              <summary>{t(`evi.faq.${item}.q`)}</summary>
              <p>{t(`evi.faq.${item}.a`)}</p>
            </details>
          ))}
        </div>
      </section>
    </div>
  );
}
