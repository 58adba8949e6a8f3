import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import type { TutorLanding } from '../../../shared/contracts/discovery';
import { meansNotFound } from '../../api';
import { ErrorPage } from '../../app/errors/ErrorPage';
import { AlertIcon, Button, buttonClassName, EmptyState, SearchIcon, Spinner } from '../../ui';
import { useFavouriteIds, useToggleFavourite } from '../favourites';
import { TutorCardView } from '../tutor-card';
import { useTutorLanding } from './landing.queries';
import './landing.css';

/**
 * `/tutors/{subject}[/{city}]` and the same under `/en`: the landing a search engine
 * sends a student to, e.g. mathematics tutors in Kyiv. The server sends its content as HTML for
 * crawlers (modules/seo); once the app starts, this screen shows the same landing with the
 * app's cards and links on to the full search. Its text is in the interface language (a first
 * visit to an `/en/` address starts in English: i18n/language.ts adoptLanguageOfAddress).
 */
export function TutorLandingPage() {
  const { t } = useTranslation('search');
  const { subject = '', city } = useParams();
  const landing = useTutorLanding(subject, city);

  if (landing.isPending) {
    return (
      <div className="landing-page__status">
        <Spinner size="lg" label={t('page.loading')} />
      </div>
    );
  }
  if (landing.isError) {
    if (meansNotFound(landing.error)) return <ErrorPage variant="NOT_FOUND" />;
    return (
      <EmptyState
        icon={<AlertIcon />}
        title={t('page.error')}
        action={<Button onClick={() => void landing.refetch()}>{t('page.retry')}</Button>}
      />
    );
  }
  return <LandingView landing={landing.data} />;
}

function LandingView({ landing }: { landing: TutorLanding }) {
  const { t } = useTranslation('search');
  const favourites = useFavouriteIds();
  const { toggle, pendingId } = useToggleFavourite();
  useDocumentTitle(landing.title);

  return (
    <div className="landing-page">
      <header className="landing-page__head">
        <h1>{landing.heading}</h1>
        <p className="landing-page__lead">{landing.description}</p>
      </header>
      {landing.tutors.length === 0 ? (
        <EmptyState
          icon={<SearchIcon />}
          title={t('landing.empty')}
          description={t('landing.empty-hint')}
          action={
            <Link to="/search" className={buttonClassName('primary', 'md', 'button--wrap')}>
              {t('landing.search-all')}
            </Link>
          }
        />
      ) : (
        <section aria-labelledby="landing-top" className="landing-page__section">
          <h2 id="landing-top">{t('landing.top-tutors')}</h2>
          <ul className="tutor-list">
            {landing.tutors.map((tutor) => (
              <li key={tutor.id}>
                <TutorCardView
                  tutor={tutor}
                  headingLevel={3}
                  favourite={favourites.has(tutor.id)}
                  favouritePending={pendingId === tutor.id}
                  onToggleFavourite={toggle}
                />
              </li>
            ))}
          </ul>
          <p>
            <Link to={landing.searchHref} className={buttonClassName('primary', 'md', 'button--wrap')}>
              <SearchIcon />
              {t('landing.see-all', { count: landing.total })}
            </Link>
          </p>
        </section>
      )}
      {landing.cityLinks.length > 0 ? (
        <nav aria-labelledby="landing-cities" className="landing-page__section">
          <h2 id="landing-cities">{t('landing.in-cities')}</h2>
          <ul className="landing-page__cities">
            {landing.cityLinks.map((link) => (
              <li key={link.href}>
                <Link to={link.href}>{link.name}</Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </div>
  );
}

/** The landing's own title in the tab and history while it shows; the app's again after. */
function useDocumentTitle(title: string) {
  useEffect(() => {
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
