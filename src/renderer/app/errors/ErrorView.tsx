import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertIcon, Button, CompassIcon, HomeIcon, LockIcon, WrenchIcon } from '../../ui';
import { errorVariantSlug, type ErrorVariant } from './error-variants';
import './error-page.css';

/*
 * What every error page shows: a translated title and caption and a back-home button.
 * Presentational only, so the router-aware page and the last-resort boundary outside the router
 * render the same thing.
 */

const ART: Record<ErrorVariant, { icon: ReactNode; status: string }> = {
  NOT_FOUND: { icon: <CompassIcon size={40} />, status: '404' },
  ACCESS_DENIED: { icon: <LockIcon size={40} />, status: '403' },
  SERVER_MAINTENANCE: { icon: <WrenchIcon size={40} />, status: '503' },
  SOMETHING_WRONG: { icon: <AlertIcon size={40} />, status: '500' },
};

export interface ErrorViewProps {
  variant: ErrorVariant;
  onHome: () => void;
}

export function ErrorView({ variant, onHome }: ErrorViewProps) {
  const { t } = useTranslation('app');
  const slug = errorVariantSlug(variant);
  const art = ART[variant];
  return (
    <section className={`error-page error-page--${slug}`} aria-labelledby="error-page-title">
      <div className="error-page__art" aria-hidden="true">
        <span className="error-page__icon">{art.icon}</span>
        <span className="error-page__status">{art.status}</span>
      </div>
      <h1 id="error-page-title" className="error-page__title">
        {t(`error-page.${slug}.title`)}
      </h1>
      <p className="error-page__caption">{t(`error-page.${slug}.caption`)}</p>
      <Button size="lg" icon={<HomeIcon />} onClick={onHome}>
        {t('error-page.actions.home')}
      </Button>
    </section>
  );
}
