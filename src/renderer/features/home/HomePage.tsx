import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useSession } from '../../app';
import { CheckIcon } from '../../ui';
import { GuidedTourLauncher } from '../tour';
import { TrialLessonSection, WizardSection } from './DeferredSections';
import { HeroArt } from './HeroArt';
import { HeroSearch } from './HeroSearch';
import { HowItWorks, TutorCallToAction } from './HowItWorks';
import { TopCategories } from './TopCategories';
import './home.css';

// The route's preload warms the wizard's chunk with the page's (app/routes.tsx).
export { preloadWizard } from './DeferredSections';
import './home-sections.css';

const HIGHLIGHTS = ['verified', 'free-first', 'exams'] as const;

/** Brings a section named in the URL (/#subjects) into view once the page has rendered it. */
function useScrollToHash() {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    target?.scrollIntoView({ block: 'start' });
  }, [hash]);
}

/**
 * The landing for guests and students: hero with a search entry, the search wizard,
 * top categories, how it works, the trial-lesson form and the tutor invitation. The wizard and
 * the form are lazy chunks (DeferredSections.tsx).
 */
export function HomePage() {
  const { t } = useTranslation('home');
  // The invitation leads to sign-up, which a signed-in admin cannot use.
  const signedIn = useSession() !== null;
  useScrollToHash();

  return (
    <div className="home">
      <section className="hero" aria-labelledby="hero-title">
        <div className="hero__text">
          <p className="hero__eyebrow">{t('hero.eyebrow')}</p>
          <h1 id="hero-title" className="hero__title">
            {t('hero.title')}
          </h1>
          <p className="hero__subtitle">{t('hero.subtitle')}</p>
          <HeroSearch />
          <ul className="hero__highlights">
            {HIGHLIGHTS.map((item) => (
              <li key={item}>
                <CheckIcon size={18} />
                {t(`hero.highlights.${item}`)}
              </li>
            ))}
          </ul>
        </div>
        <div className="hero__art">
          <HeroArt />
        </div>
      </section>
      <WizardSection />
      <TopCategories />
      <HowItWorks />
      <TrialLessonSection />
      {signedIn ? null : <TutorCallToAction />}
      <GuidedTourLauncher />
    </div>
  );
}
