import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { TutorProfile } from '../../../shared/contracts/discovery';
import type { FreeSlots } from '../../../shared/contracts/schedule';
import { PATHS, useSession } from '../../app';
import { currentLanguage } from '../../i18n';
import { linkClassName, useDisplayTimeZone } from '../../ui';
import { formatUah } from '../tutor-card';

const PREVIEW_COUNT = 8;

interface SlotView {
  startsAt: string;
  /** UAH, or null when the tutor has no rate yet. */
  price: number | null;
}

/**
 * A preview of free slots. It shows the schedule's open free slots when that endpoint
 * answers, else the profile's own `freeSlots`; with neither it renders nothing rather than an
 * empty promise. The page requests the slots (with the profile, not after it) and passes them in.
 */
export function FreeSlotsPreview({
  tutor,
  fromSchedule,
}: {
  tutor: TutorProfile;
  fromSchedule: FreeSlots | null | undefined;
}) {
  const { t, i18n } = useTranslation('tutor');
  const language = currentLanguage(i18n);
  const session = useSession();
  const timeZone = useDisplayTimeZone();
  const slots: SlotView[] = fromSchedule
    ? fromSchedule.slots.map((slot) => ({
        startsAt: slot.startsAt,
        price: slot.priceMinor === null ? null : slot.priceMinor / 100,
      }))
    : tutor.freeSlots.map((slot) => ({ startsAt: slot.startsAt, price: slot.price }));
  if (slots.length === 0) return null;

  const locale = language === 'en' ? 'en-GB' : 'uk-UA';
  const day = new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', timeZone });
  const time = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', timeZone });
  const request = PATHS.lessonRequest.replace(':id', encodeURIComponent(tutor.id));
  const target = session ? request : `${PATHS.login}?${new URLSearchParams({ next: request }).toString()}`;

  return (
    <section className="tutor-section tutor-slots" aria-labelledby="tutor-slots-title">
      <h2 id="tutor-slots-title">{t('slots.title')}</h2>
      <p className="tutor-section__muted">{t('slots.lead')}</p>
      <ul className="tutor-slots__list">
        {slots.slice(0, PREVIEW_COUNT).map((slot) => (
          <li key={slot.startsAt}>
            <time dateTime={slot.startsAt}>
              <span>{day.format(new Date(slot.startsAt))}</span>
              <strong>{time.format(new Date(slot.startsAt))}</strong>
            </time>
            {slot.price !== null ? <span className="tutor-slots__price">{formatUah(slot.price, language)}</span> : null}
          </li>
        ))}
      </ul>
      <Link to={target} className={linkClassName()}>
        {t('slots.all')}
      </Link>
    </section>
  );
}
