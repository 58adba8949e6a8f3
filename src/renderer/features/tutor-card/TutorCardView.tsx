import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { TutorCard } from '../../../shared/contracts/discovery';
import { tutorPagePath } from '../../../shared/contracts/discovery/paths';
import { currentLanguage } from '../../i18n';
import { buttonClassName } from '../../ui';
import { HeartIcon } from './discovery-icons';
import { formatUah } from './format';
import { TutorBadges, TutorFacts } from './TutorFacts';
import { TutorPortrait } from './TutorPortrait';
import './tutor-card.css';

export interface TutorCardViewProps {
  tutor: TutorCard;
  favourite: boolean;
  onToggleFavourite: (teacherId: string, favourite: boolean) => void;
  favouritePending?: boolean;
  /** Heading level inside the page's outline. */
  headingLevel?: 2 | 3;
}

/**
 * A tutor in the results and on the favourites screen. Memoised: the page
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

  return (
    <article className="tutor-card" aria-labelledby={headingId}>
      <div className="tutor-card__photo">
        <TutorPortrait tutor={tutor} size={96} />
      </div>
      <div className="tutor-card__body">
        <Heading id={headingId} className="tutor-card__name">
          <Link to={tutorPagePath(tutor.id)}>{name}</Link>
        </Heading>
        {tutor.title ? <p className="tutor-card__title">{tutor.title}</p> : null}
        <TutorBadges tutor={tutor} />
        <p className="tutor-card__subjects">
          <span className="visually-hidden">{t('card.subjects')}: </span>
          {tutor.subjects.map((subject) => subject.name).join(' · ')}
        </p>
        <TutorFacts tutor={tutor} />
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
            // aria-disabled, not disabled: a disabled button drops focus to <body>.
            aria-disabled={favouritePending}
            onClick={() => {
              if (!favouritePending) onToggleFavourite(tutor.id, !favourite);
            }}
          >
            <HeartIcon filled={favourite} />
          </button>
          <Link
            to={tutorPagePath(tutor.id)}
            className={buttonClassName('primary', 'md', 'button--wrap')}
            aria-label={t('card.open-aria', { name })}
          >
            {t('card.open')}
          </Link>
        </div>
      </div>
    </article>
  );
});
