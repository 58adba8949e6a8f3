import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app';

/** The greeting by first name (from the token's claims) and what the home is for. */
export function DashboardIntro({ subtitle, children }: { subtitle: string; children?: ReactNode }) {
  const { t } = useTranslation('dashboard');
  const firstName = useSession()?.claims.firstName;
  const name = typeof firstName === 'string' && firstName.trim() !== '' ? firstName.trim() : null;
  return (
    <div className="dashboard__intro">
      <h1>{name ? t('greeting', { name }) : t('greeting-anonymous')}</h1>
      <p>{subtitle}</p>
      {children ? <div className="dashboard__actions">{children}</div> : null}
    </div>
  );
}
