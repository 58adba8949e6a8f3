import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import type { TutorProfile } from '../../../shared/contracts/discovery';
import { PATHS, useSession } from '../../app';
import { currentLanguage } from '../../i18n';
import { buttonClassName } from '../../ui';
import { useFavouriteIds, useToggleFavourite } from '../favourites';
import { messengerWithPath } from '../messenger';
import { formatUah, HeartIcon, TutorBadges, TutorFacts, TutorPortrait } from '../tutor-card';

const requestPath = (id: string) => PATHS.lessonRequest.replace(':id', encodeURIComponent(id));

/** Photo, name, facts, price and the actions send request, message, favourite. */
export function TutorHeader({ tutor }: { tutor: TutorProfile }) {
  const { t, i18n } = useTranslation(['tutor', 'search']);
  const language = currentLanguage(i18n);
  const session = useSession();
  const location = useLocation();
  const favourites = useFavouriteIds();
  const { toggle, pendingId } = useToggleFavourite();
  const favourite = favourites.has(tutor.id);
  const name = `${tutor.firstName} ${tutor.lastName}`;
  // A guest signs in (and comes back here) before writing to a tutor.
  const signInFirst = (target: string) =>
    session ? target : `${PATHS.login}?${new URLSearchParams({ next: target }).toString()}`;

  return (
    <section className="tutor-hero" aria-labelledby="tutor-name">
      <div className="tutor-hero__photo">
        <TutorPortrait tutor={tutor} size={160} priority="high" />
      </div>
      <div className="tutor-hero__text">
        <h1 id="tutor-name">{name}</h1>
        {tutor.title ? <p className="tutor-hero__title">{tutor.title}</p> : null}
        <TutorBadges tutor={tutor} />
        <TutorFacts tutor={tutor} />
      </div>
      <div className="tutor-hero__aside">
        <p className="tutor-card__price">
          <strong>{formatUah(tutor.pricePer60Minutes, language)}</strong>
          <span>{t('search:card.per-60')}</span>
        </p>
        <p className="tutor-hero__lesson-price">
          {t('tutor:price.per-lesson', {
            price: formatUah(tutor.pricePerLesson, language),
            minutes: tutor.lessonMinutes,
          })}
        </p>
        <div className="tutor-hero__actions">
          <Link
            to={signInFirst(requestPath(tutor.id))}
            className={buttonClassName('primary', 'lg', 'button--wrap')}
            state={{ from: location.pathname }}
          >
            {t('tutor:actions.request')}
          </Link>
          {session?.claims.sub !== tutor.id ? (
            <Link
              to={signInFirst(messengerWithPath(tutor.id))}
              className={buttonClassName('secondary', 'lg', 'button--wrap')}
            >
              {t('tutor:actions.message')}
            </Link>
          ) : null}
          <button
            type="button"
            className={buttonClassName('ghost', 'lg', 'tutor-card__favourite button--wrap')}
            aria-pressed={favourite}
            // aria-disabled, not disabled: a disabled button drops focus to <body>.
            aria-disabled={pendingId === tutor.id}
            onClick={() => {
              if (pendingId !== tutor.id) toggle(tutor.id, !favourite);
            }}
          >
            <HeartIcon filled={favourite} />
            {t(favourite ? 'tutor:actions.favourite-remove' : 'tutor:actions.favourite-add')}
          </button>
        </div>
      </div>
    </section>
  );
}
