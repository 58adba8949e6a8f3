import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PATHS } from '../../app';
import { buttonClassName, CapIcon } from '../../ui';

const STEPS = ['search', 'request', 'learn'] as const;

/** Three steps from a subject to a lesson (search, request, learn). */
export function HowItWorks() {
  const { t } = useTranslation('home');
  return (
    <section id="how-it-works" className="home-section" aria-labelledby="how-title">
      <div className="home-section__head">
        <h2 id="how-title">{t('steps.title')}</h2>
      </div>
      <ol className="steps">
        {STEPS.map((step, index) => (
          <li key={step} className="steps__item">
            <span className="steps__number" aria-hidden="true">
              {index + 1}
            </span>
            <h3>{t(`steps.${step}.title`)}</h3>
            <p>{t(`steps.${step}.text`)}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The invitation to tutors at the end of the landing. */
export function TutorCallToAction() {
  const { t } = useTranslation('home');
  return (
    <section id="become-tutor" className="tutor-cta" aria-labelledby="tutor-cta-title">
      <span className="tutor-cta__icon" aria-hidden="true">
        <CapIcon size={32} />
      </span>
      <div className="tutor-cta__text">
        <h2 id="tutor-cta-title">{t('tutor-cta.title')}</h2>
        <p>{t('tutor-cta.text')}</p>
      </div>
      <Link to={PATHS.register} className={buttonClassName('accent', 'lg')}>
        {t('tutor-cta.action')}
      </Link>
    </section>
  );
}
