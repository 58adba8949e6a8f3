import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { STORAGE_KEYS } from '../../../shared/storage-keys';
import { invitePagePath } from '../../../shared/contracts/students';
import { isApiError } from '../../api';
import { homePathFor, PATHS, useSession } from '../../app';
import { ErrorPage } from '../../app/errors/ErrorPage';
import { browserStorage } from '../../platform/storage';
import { Button, Card, Spinner, buttonClassName } from '../../ui';
import { errorMessage } from '../../ui/form';
import { useAcceptInvite, useInvite } from './students.queries';
import './students.css';

/**
 * '/invites/:token', where the invite mail links. A guest signs up (or in); the
 * token waits in local storage and is accepted right after sign-in (accept-stored-invite.ts). A
 * signed-in student accepts here.
 */
export function AcceptInvitePage() {
  const { token = '' } = useParams();
  const { t } = useTranslation(['students', 'errors']);
  const session = useSession();
  const invite = useInvite(token);
  const accept = useAcceptInvite(token);

  useEffect(() => {
    if (!session && invite.data?.status === 'INVITED') browserStorage.setString(STORAGE_KEYS.pendingInvite, token);
  }, [session, invite.data?.status, token]);

  if (invite.isPending) return <Spinner label={t('accept.loading')} />;
  if (invite.isError)
    return isApiError(invite.error) && ['NOT_FOUND', 'VALIDATION_FAILED'].includes(invite.error.code) ? (
      <ErrorPage variant="NOT_FOUND" />
    ) : (
      <p role="alert" className="students-error">
        {errorMessage(t, invite.error)}
      </p>
    );
  const view = invite.data;
  const tutor = `${view.teacher.firstName} ${view.teacher.lastName}`;
  const accepted = view.status === 'ACCEPTED';
  return (
    <div className="students-page students-page--narrow">
      <Card as="section" aria-labelledby="accept-title" className="students-accept">
        <h1 id="accept-title">{t('accept.title')}</h1>
        <p>{t('accept.lead', { tutor, email: view.email })}</p>
        {accepted ? (
          <>
            <p role="status" className="students-accept__done">
              {t('accept.done', { tutor })}
            </p>
            <Link to={homePathFor(session?.role)} className={buttonClassName('primary', 'md')}>
              {t('accept.home')}
            </Link>
          </>
        ) : !session ? (
          <div className="students-accept__actions">
            <Link to={PATHS.register} className={buttonClassName('primary', 'md')}>
              {t('accept.sign-up')}
            </Link>
            <Link
              to={`${PATHS.login}?${new URLSearchParams({ next: invitePagePath(token) }).toString()}`}
              className={buttonClassName('secondary', 'md')}
            >
              {t('accept.sign-in')}
            </Link>
            <p className="students-muted">{t('accept.guest-hint', { email: view.email })}</p>
          </div>
        ) : session.role !== 'ROLE_STUDENT' ? (
          <p className="students-error">{t('accept.students-only')}</p>
        ) : (
          <div className="students-accept__actions">
            <Button onClick={() => accept.mutate()} disabled={accept.isPending}>
              {t('accept.accept')}
            </Button>
            {accept.isError ? (
              <p role="alert" className="students-error">
                {isApiError(accept.error) && accept.error.code === 'NOT_FOUND'
                  ? t('accept.other-email', { email: view.email })
                  : errorMessage(t, accept.error)}
              </p>
            ) : null}
          </div>
        )}
      </Card>
    </div>
  );
}
