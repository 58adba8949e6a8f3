import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

/** The brand mark: a blue tile with a Р (reads as Repetytor's initial in both alphabets) and a wheat-yellow dot. */
export function Logo({ to }: { to: string }) {
  const { t } = useTranslation('app');
  return (
    <Link to={to} className="logo" aria-label={t('shell.brand.home-link')}>
      <svg className="logo__mark" width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="9" fill="var(--color-primary-600)" />
        <path
          d="M11.5 24V8.5h5.3a4.6 4.6 0 0 1 0 9.2h-5.3"
          fill="none"
          stroke="#fff"
          strokeWidth="3.2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="23" cy="22.5" r="2.6" fill="var(--color-accent-400)" />
      </svg>
      <span className="logo__word" aria-hidden="true">
        {t('shell.brand.name')}
      </span>
    </Link>
  );
}
