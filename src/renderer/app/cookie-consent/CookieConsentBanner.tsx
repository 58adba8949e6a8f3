import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, useToast } from '../../ui';
import { useDocumentCookies } from '../hydration/request-cookies';
import { readConsent, storeConsent, type ConsentChoice } from './cookie-consent';
import './cookie-consent.css';

/**
 * The cookie-consent banner; hidden for good once the user has chosen (for 1 year). The
 * choice is a cookie, which a server render reads from the request, so its HTML already shows the
 * banner or not, as the browser will.
 */
export const CookieConsentBanner = memo(function CookieConsentBanner() {
  const { t } = useTranslation('app');
  const toast = useToast();
  const cookies = useDocumentCookies();
  const [choice, setChoice] = useState<ConsentChoice | null>(() => readConsent(cookies));

  if (choice) return null;

  function choose(next: ConsentChoice) {
    storeConsent(document, next);
    setChoice(next);
    toast.show({
      kind: 'success',
      message: t(next === 'accepted' ? 'cookie.toast.accepted' : 'cookie.toast.declined'),
    });
  }

  return (
    <section className="cookie-banner" aria-label={t('cookie.banner.label')}>
      <p className="cookie-banner__text">{t('cookie.banner.text')}</p>
      <div className="cookie-banner__actions">
        <Button variant="secondary" size="sm" onClick={() => choose('declined')}>
          {t('cookie.banner.decline')}
        </Button>
        <Button size="sm" onClick={() => choose('accepted')}>
          {t('cookie.banner.accept')}
        </Button>
      </div>
    </section>
  );
});
