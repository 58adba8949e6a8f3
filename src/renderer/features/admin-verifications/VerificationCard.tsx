import { useTranslation } from 'react-i18next';
import type { VerificationList } from '../../../shared/contracts/accounts';
import { Button, Card, UserIcon } from '../../ui';
import { fileUrl } from '../profile/profile.queries';

type Item = VerificationList['items'][number];

export interface VerificationCardProps {
  item: Item;
  busy: boolean;
  onApprove: () => void;
  onDecline: () => void;
}

/** One submitted teacher: who, what they teach, when, and the two decisions. */
export function VerificationCard({ item, busy, onApprove, onDecline }: VerificationCardProps) {
  const { t, i18n } = useTranslation('admin');
  const name = `${item.firstName} ${item.lastName}`;
  const headingId = `verification-${item.userId}`;
  return (
    <Card as="li" className="verification-card" aria-labelledby={headingId}>
      {item.avatarId ? (
        <img className="verification-card__avatar" src={fileUrl(item.avatarId)} alt="" />
      ) : (
        <span className="verification-card__avatar verification-card__avatar--empty" aria-hidden="true">
          <UserIcon size={28} />
        </span>
      )}
      <div className="verification-card__body">
        <h2 id={headingId} className="verification-card__name">
          {name}
        </h2>
        <p className="verification-card__meta">{item.title ?? t('list.no-title')}</p>
        <p className="verification-card__meta">{item.email}</p>
        {item.submittedAt ? (
          <p className="verification-card__meta">
            {t('list.submitted', { date: new Date(item.submittedAt).toLocaleString(i18n.language) })}
          </p>
        ) : null}
        {item.reason ? <p className="verification-card__reason">{t('list.reason', { reason: item.reason })}</p> : null}
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
    </Card>
  );
}
