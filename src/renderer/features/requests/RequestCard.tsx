import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACTIVE_REQUEST_STATUSES, type LessonRequestSummary } from '../../../shared/contracts/requests';
import { currentLanguage } from '../../i18n';
import { Button, useToast } from '../../ui';
import { Dialog } from '../../ui/Dialog';
import { formatDateTime } from '../../lib/zoned-time';
import { ConfirmActionDialog, type ConfirmText } from './ConfirmActionDialog';
import { OfferDialog } from './OfferDialog';
import { RequestDetailSection } from './RequestDetailSection';
import { requestErrorText } from './request-errors';
import { useRequestAction, useRequestDetail, type RequestAction } from './requests.queries';

export type ViewerRole = 'student' | 'teacher';

interface RequestCardProps {
  request: LessonRequestSummary;
  role: ViewerRole;
  zone: string;
}

const isActive = (status: string) => (ACTIVE_REQUEST_STATUSES as readonly string[]).includes(status);

/** One request on the requests page with the actions the viewer may take. */
export function RequestCard({ request, role, zone }: RequestCardProps) {
  const { t, i18n } = useTranslation('requests');
  const language = currentLanguage(i18n);
  const toast = useToast();
  const action = useRequestAction();
  const [error, setError] = useState<string | null>(null);
  const [offering, setOffering] = useState(false);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [confirmation, setConfirmation] = useState<
    (ConfirmText & { action: RequestAction; successKey: string }) | null
  >(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const direct = request.type === 'STUDENT_DIRECT';
  const active = isActive(request.status);
  const other = role === 'student' ? request.teacher : request.student;
  const titleId = `request-${request.id}-title`;
  // A tutor sees only their own offers in the detail (shared query with RequestDetailSection).
  const ownOffers = useRequestDetail(request.id, role === 'teacher' && !direct);
  const alreadyOffered = (ownOffers.data?.offers.length ?? 0) > 0;
  const showDetail =
    request.offerCount > 0 ||
    request.status === 'ACCEPTED' ||
    request.status === 'CONTACTS_OPENED' ||
    (role === 'teacher' && !direct);

  function run(input: RequestAction, success: string) {
    setError(null);
    action.mutate(input, {
      onSuccess: () => {
        toast.show({ kind: 'success', message: t(success) });
        // The button pressed is gone with the request's new state: focus stays on this card.
        headingRef.current?.focus();
      },
      onError: (failure) => {
        const text = requestErrorText(t, failure);
        setError(text);
        toast.show({ kind: 'error', message: text });
      },
    });
  }

  /** Runs an action, first asking to confirm when it comes with what it will do. */
  function ask(input: RequestAction, success: string, confirm?: ConfirmText) {
    if (confirm) setConfirmation({ ...confirm, action: input, successKey: success });
    else run(input, success);
  }

  const otherName = other ? `${other.firstName} ${other.lastName}` : '';
  const facts: [string, string][] = [];
  if (request.knowledgeLevel) facts.push([t('form.level'), t(`options.level.${request.knowledgeLevel}`)]);
  if (request.studentAge) facts.push([t('form.age'), t(`options.age.${request.studentAge}`)]);
  if (request.lessonFrequency) facts.push([t('form.frequency'), t(`options.frequency.${request.lessonFrequency}`)]);
  if (request.timeOfDay) facts.push([t('form.time'), t(`options.time.${request.timeOfDay}`)]);
  if (request.priceBand) facts.push([t('form.price'), t('options.price', { band: request.priceBand })]);

  return (
    <li className="request-card" aria-labelledby={titleId}>
      <div className="request-card__head">
        {/* Right under the page's h1 (the tabs have no heading): h2 keeps the outline in order. */}
        <h2 id={titleId} ref={headingRef} tabIndex={-1}>
          {request.subject.name}
        </h2>
        <span className={`request-status request-status--${request.status.toLowerCase()}`}>
          {t(`status.${request.status}`)}
        </span>
      </div>
      <p className="requests-muted">
        {t(direct ? 'card.type.direct' : 'card.type.public')}
        {other
          ? ` · ${t(role === 'student' ? 'card.tutor' : 'card.student', { name: `${other.firstName} ${other.lastName}` })}`
          : ''}
      </p>
      <p className="requests-muted request-card__dates">
        {t('card.created', { date: formatDateTime(request.createdAt, zone, language) })}
        {active ? ` · ${t('card.expires', { date: formatDateTime(request.expiresAt, zone, language) })}` : ''}
      </p>
      {facts.length > 0 ? (
        <dl className="request-card__facts">
          {facts.map(([term, value]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {request.message ? <p className="request-card__message">{request.message}</p> : null}

      {direct && request.slots.length > 0 ? (
        <div className="request-card__slots">
          <p className="request-card__label">{t('card.slots')}</p>
          {role === 'teacher' && request.status === 'ACTIVE' ? (
            <p className="requests-muted">{t('card.accept-hint')}</p>
          ) : null}
          {role === 'teacher' && request.status === 'ACTIVE' ? (
            <ul className="request-card__slot-actions">
              {request.slots.map((slot) => {
                const when = formatDateTime(slot, zone, language);
                return (
                  <li key={slot}>
                    <Button
                      size="sm"
                      variant="secondary"
                      disabled={action.isPending}
                      aria-label={t('card.accept-slot', { slot: when })}
                      onClick={() =>
                        ask({ kind: 'accept', id: request.id, startsAt: slot }, 'toast.accepted', {
                          title: t('confirm.accept.title'),
                          text: t('confirm.accept.text', {
                            subject: request.subject.name,
                            name: otherName,
                            slot: when,
                          }),
                          confirmLabel: t('confirm.accept.action'),
                        })
                      }
                    >
                      {when}
                    </Button>
                  </li>
                );
              })}
            </ul>
          ) : (
            <ul className="request-card__slot-list">
              {request.slots.map((slot) => (
                <li key={slot}>
                  <time dateTime={slot}>{formatDateTime(slot, zone, language)}</time>
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : null}

      {showDetail ? (
        <RequestDetailSection request={request} role={role} zone={zone} onAction={ask} pending={action.isPending} />
      ) : null}

      {error ? (
        <p className="form-alert" role="alert">
          {error}
        </p>
      ) : null}

      <div className="request-card__actions">
        {role === 'student' && active ? (
          <Button variant="secondary" size="sm" disabled={action.isPending} onClick={() => setConfirmCancel(true)}>
            {t('card.cancel')}
          </Button>
        ) : null}
        {role === 'teacher' && direct && request.status === 'ACTIVE' ? (
          <Button
            variant="secondary"
            size="sm"
            disabled={action.isPending}
            onClick={() =>
              ask({ kind: 'reject', id: request.id }, 'toast.rejected', {
                title: t('confirm.reject.title'),
                text: t('confirm.reject.text', { subject: request.subject.name, name: otherName }),
                confirmLabel: t('confirm.reject.action'),
                danger: true,
              })
            }
          >
            {t('card.reject')}
          </Button>
        ) : null}
        {role === 'teacher' && !direct && active && ownOffers.isSuccess && !alreadyOffered ? (
          <Button size="sm" disabled={action.isPending} onClick={() => setOffering(true)}>
            {t('card.offer')}
          </Button>
        ) : null}
      </div>
      {confirmCancel ? (
        <Dialog
          open
          onClose={() => setConfirmCancel(false)}
          title={t('cancel.title')}
          actions={
            <>
              <Button variant="secondary" onClick={() => setConfirmCancel(false)}>
                {t('cancel.keep')}
              </Button>
              <Button
                variant="danger"
                onClick={() => {
                  setConfirmCancel(false);
                  run({ kind: 'cancel', id: request.id }, 'toast.cancelled');
                }}
              >
                {t('cancel.confirm')}
              </Button>
            </>
          }
        >
          <p>{t('cancel.text', { subject: request.subject.name })}</p>
        </Dialog>
      ) : null}
      {confirmation ? (
        <ConfirmActionDialog
          {...confirmation}
          onClose={() => setConfirmation(null)}
          onConfirm={() => {
            setConfirmation(null);
            run(confirmation.action, confirmation.successKey);
          }}
        />
      ) : null}
      {offering ? (
        <OfferDialog
          subject={request.subject.name}
          pending={action.isPending}
          onClose={() => setOffering(false)}
          onSubmit={(body) =>
            action.mutate(
              { kind: 'offer', id: request.id, body },
              {
                onSuccess: () => {
                  setOffering(false);
                  setError(null);
                  toast.show({ kind: 'success', message: t('toast.offered') });
                },
                onError: (failure) => {
                  setOffering(false);
                  const text = requestErrorText(t, failure);
                  setError(text);
                  toast.show({ kind: 'error', message: text });
                },
              },
            )
          }
        />
      ) : null}
    </li>
  );
}
