import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { VerificationList } from '../../../shared/contracts/accounts';
import { tutorPagePath } from '../../../shared/contracts/discovery/paths';
import { Button, Card, UserIcon } from '../../ui';
import { fileUrl } from '../../api';

type Item = VerificationList['items'][number];

export interface VerificationCardProps {
  item: Item;
  busy: boolean;
  onApprove: () => void;
  onDecline: () => void;
}

/**
 * One submitted teacher and the two decisions, with what is being approved:
 * the photo, the intro video, the about texts, the subjects (and any the tutor suggested for the
 * list) and a link to the profile page as students will see it.
 */
export function VerificationCard({ item, busy, onApprove, onDecline }: VerificationCardProps) {
  const { t, i18n } = useTranslation('admin');
  const name = `${item.firstName} ${item.lastName}`;
  const headingId = `verification-${item.userId}`;
  return (
    <Card as="li" className="verification-card" aria-labelledby={headingId}>
      {item.avatarId ? (
        <img
          className="verification-card__avatar"
          src={fileUrl(item.avatarId)}
          alt={t('card.photo', { name })}
          width={112}
          height={112}
        />
      ) : (
        <span
          className="verification-card__avatar verification-card__avatar--empty"
          role="img"
          aria-label={t('card.no-photo')}
        >
          <UserIcon size={28} />
        </span>
      )}
      <div className="verification-card__body">
        <h2 id={headingId} className="verification-card__name">
          {name}
        </h2>
        <p className="verification-card__meta">{item.title ?? t('list.no-title')}</p>
        {item.subjects.length > 0 ? (
          <p className="verification-card__meta">{t('card.subjects', { subjects: item.subjects.join(', ') })}</p>
        ) : null}
        <p className="verification-card__meta">{item.email}</p>
        {item.submittedAt ? (
          <p className="verification-card__meta">
            {t('list.submitted', { date: new Date(item.submittedAt).toLocaleString(i18n.language) })}
          </p>
        ) : null}
        {item.reason ? <p className="verification-card__reason">{t('list.reason', { reason: item.reason })}</p> : null}
        <Link className="verification-card__profile" to={tutorPagePath(item.userId)}>
          {t('card.open-profile', { name })}
        </Link>
      </div>
      {item.approvalStatus === 'IN_REVIEW' ? (
        <div className="verification-card__actions">
          <Button onClick={onApprove} disabled={busy} aria-label={t('list.approve-named', { name })}>
            {t('list.approve')}
          </Button>
          <Button
            variant="secondary"
            onClick={onDecline}
            disabled={busy}
            aria-label={t('list.decline-named', { name })}
          >
            {t('list.decline')}
          </Button>
        </div>
      ) : null}
      <div className="verification-card__details">
        <section aria-label={t('card.about')}>
          <h3 className="verification-card__label">{t('card.about')}</h3>
          <p className="verification-card__text">{item.about ?? t('card.empty')}</p>
        </section>
        {item.whyMe ? (
          <section aria-label={t('card.why-me')}>
            <h3 className="verification-card__label">{t('card.why-me')}</h3>
            <p className="verification-card__text">{item.whyMe}</p>
          </section>
        ) : null}
        <section aria-label={t('card.video')}>
          <h3 className="verification-card__label">{t('card.video')}</h3>
          {item.introVideoId ? (
            <video
              className="verification-card__video"
              src={fileUrl(item.introVideoId)}
              poster={item.introVideoCoverId ? fileUrl(item.introVideoCoverId) : undefined}
              controls
              preload="none"
              aria-label={t('card.video-of', { name })}
            />
          ) : (
            <p className="verification-card__text">{t('card.no-video')}</p>
          )}
        </section>
        {item.suggestedSubjects.length > 0 ? (
          <section aria-label={t('card.suggested')}>
            <h3 className="verification-card__label">{t('card.suggested')}</h3>
            <p className="verification-card__text">{item.suggestedSubjects.join(', ')}</p>
          </section>
        ) : null}
      </div>
    </Card>
  );
}
