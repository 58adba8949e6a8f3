import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { STORAGE_KEYS } from '../../../shared/storage-keys';
import { reportException } from '../../api';
import { platform } from '../../platform';
import { browserStorage } from '../../platform/storage';
import { AlertIcon, buttonClassName, Card, UserIcon } from '../../ui';
import { PATHS } from '../paths';
import { endSession } from '../session/use-session';
import './logout.css';

/*
 * /logout (forced when a session has expired): forgets the token pair and any data the
 * previous user loaded, then offers to sign in again. The API client sets `logoutInfo` on a 401;
 * it is read once, shown as "Your session has expired!" and cleared, so a later
 * voluntary sign-out does not repeat it.
 */
export function LogoutPage() {
  const { t } = useTranslation('app');
  const queryClient = useQueryClient();
  const [sessionExpired] = useState(() => Boolean(browserStorage.getJson<unknown>(STORAGE_KEYS.logoutInfo)));

  useEffect(() => {
    endSession();
    // The desktop app mirrors the token pair to the OS keychain (platform seam, DESIGN.md).
    platform.tokenStorage.clear().catch((error: unknown) => void reportException(error));
    queryClient.clear();
    browserStorage.remove(STORAGE_KEYS.logoutInfo);
  }, [queryClient]);

  return (
    <Card as="section" className="logout-page" aria-labelledby="logout-title">
      <span className="logout-page__icon" aria-hidden="true">
        <UserIcon size={36} />
      </span>
      {sessionExpired ? (
        <p className="logout-page__notice" role="alert">
          <AlertIcon />
          {t('errors:SESSION_EXPIRED')}
        </p>
      ) : null}
      <h1 id="logout-title" className="logout-page__title">
        {t('logout.page.title')}
      </h1>
      <p className="logout-page__caption">{t('logout.page.caption')}</p>
      <div className="logout-page__actions">
        <Link to={PATHS.login} className={buttonClassName('primary', 'lg')}>
          {t('logout.page.sign-in')}
        </Link>
        <Link to={PATHS.home} className={buttonClassName('secondary', 'lg')}>
          {t('logout.page.home')}
        </Link>
      </div>
    </Card>
  );
}
