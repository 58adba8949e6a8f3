import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PATHS } from '../../app';
import { AlertIcon, Button, buttonClassName, EmptyState, SearchIcon, Spinner } from '../../ui';
import { HeartIcon, TutorCardView } from '../tutor-card';
import { useFavouritesList, useToggleFavourite } from './favourites.queries';
import './favourites.css';

/** /favourites (signed-in): the user's favourite tutors from the server, newest first. */
export function FavouritesPage() {
  const { t } = useTranslation('favourites');
  const favourites = useFavouritesList();
  const { toggle, pendingId } = useToggleFavourite();
  const heading = useRef<HTMLHeadingElement>(null);
  // Removing a tutor removes their card and the focused heart with it: focus goes to the
  // page's heading rather than to <body>.
  const remove = useCallback(
    (teacherId: string, favourite: boolean) => {
      toggle(teacherId, favourite);
      if (!favourite) heading.current?.focus();
    },
    [toggle],
  );

  return (
    <div className="favourites-page">
      <header className="favourites-page__head">
        <h1 ref={heading} tabIndex={-1}>
          {t('page.title')}
        </h1>
        {favourites.data ? (
          <p className="favourites-page__count">{t('page.count', { count: favourites.data.items.length })}</p>
        ) : null}
      </header>
      {favourites.isPending ? (
        <div className="favourites-page__status">
          <Spinner size="lg" label={t('page.loading')} />
        </div>
      ) : favourites.isError ? (
        <EmptyState
          icon={<AlertIcon />}
          title={t('page.error')}
          action={<Button onClick={() => void favourites.refetch()}>{t('page.retry')}</Button>}
        />
      ) : favourites.data.items.length === 0 ? (
        <EmptyState
          icon={<HeartIcon size={28} />}
          title={t('page.empty')}
          description={t('page.empty-hint')}
          action={
            <Link to={PATHS.search} className={buttonClassName('primary', 'md')}>
              <SearchIcon />
              {t('page.find')}
            </Link>
          }
        />
      ) : (
        <ul className="tutor-list">
          {favourites.data.items.map((tutor) => (
            <li key={tutor.id}>
              <TutorCardView
                tutor={tutor}
                favourite
                favouritePending={pendingId === tutor.id}
                onToggleFavourite={remove}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
