import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { TutorCard } from '../../../shared/contracts/discovery';
import { tutorPagePath } from '../../../shared/contracts/discovery/paths';
import { currentLanguage } from '../../i18n';
import { buttonClassName } from '../../ui';
import { HeartIcon, MonitorIcon, PinIcon, StarIcon } from './discovery-icons';
import { formatRating, formatUah, initialsOf } from './format';

export interface TutorCardViewProps {
  tutor: TutorCard;
  favourite: boolean;
  onToggleFavourite: (teacherId: string, favourite: boolean) => void;
  favouritePending?: boolean;
  /** Heading level inside the page's outline. */
  headingLevel?: 2 | 3;
}

/**
 * A tutor in the results and on the favourites screen (spec 2 card fields). Memoised: the page
 * re-renders as each of its lists arrives, and twenty unchanged cards need not follow.
 */
export const TutorCardView = memo(function TutorCardView({
  tutor,
  favourite,
  onToggleFavourite,
  favouritePending,
  headingLevel = 2,
}: TutorCardViewProps) {
  const { t, i18n } = useTranslation('search');
  const language = currentLanguage(i18n);
  const name = `${tutor.firstName} ${tutor.lastName}`;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const headingId = `tutor-${tutor.id}-name`;
  const place = [tutor.city?.name, tutor.country?.name].filter(Boolean).join(', ');

  return (
    <article className="tutor-card" aria-labelledby={headingId}>
      <div className="tutor-card__photo">
        {tutor.avatarUrl ? (
          <img src={tutor.avatarUrl} alt="" width={96} height={96} loading="lazy" decoding="async" />
        ) : (
          <span className="tutor-card__initials" aria-hidden="true">
            {initialsOf(tutor.firstName, tutor.lastName)}
          </span>
        )}
      </div>
      <div className="tutor-card__body">
        <Heading id={headingId} className="tutor-card__name">
          <Link to={tutorPagePath(tutor.id)}>{name}</Link>
        </Heading>
        {tutor.title ? <p className="tutor-card__title">{tutor.title}</p> : null}
        {tutor.badges.length > 0 ? (
          <ul className="tutor-badges" aria-label={t('card.badges')}>
            {tutor.badges.map((badge) => (
              <li key={badge} className={`tutor-badge tutor-badge--${badge.toLowerCase().replaceAll('_', '-')}`}>
                {t(`badges.${badge}`)}
              </li>
            ))}
          </ul>
        ) : null}
        <p className="tutor-card__subjects">
          <span className="visually-hidden">{t('card.subjects')}: </span>
          {tutor.subjects.map((subject) => subject.name).join(' · ')}
        </p>
        <ul className="tutor-card__facts">
          <li>
            <StarIcon size={16} className="tutor-card__star" />
            {tutor.reviewCount > 0 ? (
              <span>
                <span className="visually-hidden">{t('card.rating')}: </span>
                <strong>{formatRating(tutor.rating, language)}</strong>{' '}
                {t('card.reviews', { count: tutor.reviewCount })}
              </span>
            ) : (
              <span>{t('card.no-reviews')}</span>
            )}
          </li>
          {tutor.lessonType ? (
            <li>
              <MonitorIcon size={16} />
              <span>{t(`format.${tutor.lessonType}`)}</span>
            </li>
          ) : null}
          {place ? (
            <li>
              <PinIcon size={16} />
              <span>{place}</span>
            </li>
          ) : null}
        </ul>
      </div>
      <div className="tutor-card__aside">
        <p className="tutor-card__price">
          <strong>{formatUah(tutor.pricePer60Minutes, language)}</strong>
          <span>{t('card.per-60')}</span>
        </p>
        <div className="tutor-card__actions">
          <button
            type="button"
            className={buttonClassName('secondary', 'md', 'tutor-card__favourite')}
            aria-pressed={favourite}
            aria-label={t(favourite ? 'card.favourite-remove' : 'card.favourite-add', { name })}
            disabled={favouritePending}
            onClick={() => onToggleFavourite(tutor.id, !favourite)}
          >
            <HeartIcon filled={favourite} />
          </button>
          <Link
            to={tutorPagePath(tutor.id)}
            className={buttonClassName('primary', 'md')}
            aria-label={t('card.open-aria', { name })}
          >
            {t('card.open')}
          </Link>
        </div>
      </div>
    </article>
  );
});
