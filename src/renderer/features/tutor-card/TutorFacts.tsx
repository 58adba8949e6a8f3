import { useTranslation } from 'react-i18next';
import type { TutorCard } from '../../../shared/contracts/discovery';
import { currentLanguage } from '../../i18n';
import { MonitorIcon, PinIcon, StarIcon } from './discovery-icons';
import { formatRating } from './format';
import './tutor-card.css';

/** The fields a card in the results and the tutor page's header both show. */
type TutorSummary = Pick<TutorCard, 'badges' | 'reviewCount' | 'rating' | 'lessonType' | 'city' | 'country'>;

/** Badges (rules in docs/discovery/badges-and-score.md), named for screen readers. */
export function TutorBadges({ tutor }: { tutor: TutorSummary }) {
  const { t } = useTranslation('search');
  if (tutor.badges.length === 0) return null;
  return (
    <ul className="tutor-badges" aria-label={t('card.badges')}>
      {tutor.badges.map((badge) => (
        <li key={badge} className={`tutor-badge tutor-badge--${badge.toLowerCase().replaceAll('_', '-')}`}>
          {t(`badges.${badge}`)}
        </li>
      ))}
    </ul>
  );
}

/** Rating with review count, lesson format and place. */
export function TutorFacts({ tutor }: { tutor: TutorSummary }) {
  const { t, i18n } = useTranslation('search');
  const language = currentLanguage(i18n);
  const place = [tutor.city?.name, tutor.country?.name].filter(Boolean).join(', ');
  return (
    <ul className="tutor-card__facts">
      <li>
        <StarIcon size={16} className="tutor-card__star" />
        {tutor.reviewCount > 0 ? (
          <span>
            <span className="visually-hidden">{t('card.rating')}: </span>
            <strong>{formatRating(tutor.rating, language)}</strong> {t('card.reviews', { count: tutor.reviewCount })}
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
  );
}
