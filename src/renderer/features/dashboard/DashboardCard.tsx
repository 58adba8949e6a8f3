import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, Card, Spinner, linkClassName } from '../../ui';

interface QueryState {
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

interface DashboardCardProps {
  title: string;
  /** The screen this card sums up; every card links to it. */
  link: { to: string; label: string };
  /** The card's data: a spinner while it loads, a retry when it failed. */
  query?: QueryState;
  children: ReactNode;
}

/** One fact of a home: its heading, what it says now, and the way to the screen behind it. */
export function DashboardCard({ title, link, query, children }: DashboardCardProps) {
  const { t } = useTranslation('dashboard');
  const titleId = useId();
  return (
    <Card as="section" className="dashboard-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="dashboard-card__title">
        {title}
      </h2>
      <div className="dashboard-card__body">
        {query?.isPending ? (
          <Spinner size="sm" label={t('loading')} />
        ) : query?.isError ? (
          <p className="dashboard-card__muted">
            {t('load-error')}{' '}
            <Button size="sm" variant="secondary" onClick={() => void query.refetch()}>
              {t('retry')}
            </Button>
          </p>
        ) : (
          children
        )}
      </div>
      <Link to={link.to} className={`${linkClassName()} dashboard-card__link`}>
        {link.label}
      </Link>
    </Card>
  );
}
