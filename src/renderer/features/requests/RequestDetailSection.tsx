import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ACTIVE_REQUEST_STATUSES, type LessonRequestSummary } from '../../../shared/contracts/requests';
import { currentLanguage } from '../../i18n';
import { PATHS } from '../../app';
import { Button, Spinner, buttonClassName } from '../../ui';
import { formatDateTime, formatMoney, formatTimeRange } from '../../lib/zoned-time';
import type { ConfirmText } from './ConfirmActionDialog';
import type { RequestAction } from './requests.queries';
import { useRequestDetail } from './requests.queries';
import type { ViewerRole } from './RequestCard';

interface Props {
  request: LessonRequestSummary;
  role: ViewerRole;
  zone: string;
  pending: boolean;
  /** `confirm`: ask first, saying what the action will do. */
  onAction: (action: RequestAction, successKey: string, confirm?: ConfirmText) => void;
}

/** Offers, the booked lesson and opened contacts of one request, loaded with its detail. */
export function RequestDetailSection({ request, role, zone, pending, onAction }: Props) {
  const { t, i18n } = useTranslation('requests');
  const language = currentLanguage(i18n);
  const detail = useRequestDetail(request.id, true);
  if (detail.isPending) return <Spinner size="sm" label={t('card.loading-detail')} />;
  if (detail.isError) return <p className="requests-muted">{t('card.detail-error')}</p>;
  const data = detail.data;
  const active = (ACTIVE_REQUEST_STATUSES as readonly string[]).includes(data.status);

  return (
    <div className="request-detail">
      {data.lesson ? (
        <p className="request-detail__lesson">
          {t('card.lesson', {
            date: formatDateTime(data.lesson.startsAt, zone, language),
            range: formatTimeRange(data.lesson.startsAt, data.lesson.endsAt, zone, language),
          })}
        </p>
      ) : null}

      {data.offers.length > 0 ? (
        <div className="request-detail__offers">
          <p className="request-card__label">{t(role === 'student' ? 'offers.title' : 'offers.mine')}</p>
          <ul>
            {data.offers.map((offer) => {
              const name = `${offer.teacher.firstName} ${offer.teacher.lastName}`;
              return (
                <li key={offer.id} className="offer-item" aria-label={t('offers.from', { name })}>
                  <div className="offer-item__head">
                    <strong>{name}</strong>
                    <span className={`request-status request-status--${offer.status.toLowerCase()}`}>
                      {t(`offers.status.${offer.status}`)}
                    </span>
                  </div>
                  <p>{offer.message}</p>
                  {offer.priceMinor !== null ? (
                    <p className="requests-muted">
                      {t('offers.price', { price: formatMoney(offer.priceMinor, offer.currency, language) })}
                    </p>
                  ) : null}
                  {role === 'student' && active && offer.status === 'WAITING_FOR_REPLY' ? (
                    <div className="request-card__actions">
                      <Button
                        size="sm"
                        disabled={pending}
                        aria-label={t('offers.accept-from', { name })}
                        onClick={() =>
                          onAction({ kind: 'accept-offer', id: data.id, offerId: offer.id }, 'toast.offer-accepted', {
                            title: t('confirm.accept-offer.title'),
                            text: t('confirm.accept-offer.text', { name, subject: data.subject.name }),
                            confirmLabel: t('confirm.accept-offer.action'),
                          })
                        }
                      >
                        {t('offers.accept')}
                      </Button>
                      <Button
                        size="sm"
                        variant="secondary"
                        disabled={pending}
                        aria-label={t('offers.reject-from', { name })}
                        onClick={() =>
                          onAction({ kind: 'reject-offer', id: data.id, offerId: offer.id }, 'toast.offer-rejected', {
                            title: t('confirm.reject-offer.title'),
                            text: t('confirm.reject-offer.text', { name, subject: data.subject.name }),
                            confirmLabel: t('confirm.reject-offer.action'),
                            danger: true,
                          })
                        }
                      >
                        {t('offers.reject')}
                      </Button>
                    </div>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </div>
      ) : role === 'student' && request.type === 'STUDENT_PUBLIC' && active ? (
        <p className="requests-muted">{t('offers.none')}</p>
      ) : null}

      {role === 'student' && data.status === 'ACCEPTED' ? (
        <div className="request-detail__contacts">
          <p>{t('contacts.hint')}</p>
          <Button
            size="sm"
            disabled={pending}
            onClick={() => onAction({ kind: 'open-contacts', id: data.id }, 'toast.contacts-opened')}
          >
            {t('contacts.open')}
          </Button>
        </div>
      ) : null}

      {role === 'teacher' &&
      data.type === 'STUDENT_PUBLIC' &&
      (data.status === 'ACCEPTED' || data.status === 'CONTACTS_OPENED') ? (
        <Link
          to={`${PATHS.createLesson}?${new URLSearchParams({ studentId: data.student.id }).toString()}`}
          className={buttonClassName('secondary', 'sm', 'request-detail__create')}
        >
          {t('card.create-lesson')}
        </Link>
      ) : null}

      {data.contacts ? (
        <dl className="request-detail__contact-list" aria-label={t('contacts.title')}>
          <div>
            <dt>{t('contacts.email')}</dt>
            <dd>
              <a href={`mailto:${data.contacts.email}`}>{data.contacts.email}</a>
            </dd>
          </div>
          {data.contacts.phoneNumber ? (
            <div>
              <dt>{t('contacts.phone')}</dt>
              <dd>
                <a href={`tel:${data.contacts.phoneNumber}`}>{data.contacts.phoneNumber}</a>
              </dd>
            </div>
          ) : null}
        </dl>
      ) : null}
    </div>
  );
}
