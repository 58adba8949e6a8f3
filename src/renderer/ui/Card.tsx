import type { HTMLAttributes, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './surfaces.css';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** `section` when the card has its own heading, so it shows up as a landmark region. */
  as?: 'div' | 'section' | 'article' | 'li';
  padded?: boolean;
}

export function Card({ as: Tag = 'div', padded = true, className, ...rest }: CardProps) {
  return <Tag className={['card', padded ? 'card--padded' : '', className].filter(Boolean).join(' ')} {...rest} />;
}

export interface SpinnerProps {
  /** Overrides the default "Loading…" name. */
  label?: string;
  size?: 'sm' | 'md' | 'lg';
}

/** An indeterminate progress indicator with a name, announced politely. */
export function Spinner({ label, size = 'md' }: SpinnerProps) {
  const { t } = useTranslation('ui');
  return (
    <span className={`spinner spinner--${size}`} role="status">
      <span className="spinner__circle" aria-hidden="true" />
      <span className="visually-hidden">{label ?? t('spinner.label')}</span>
    </span>
  );
}

export interface EmptyStateProps {
  title: string;
  description?: string;
  icon?: ReactNode;
  /** A call to action, e.g. a retry button. */
  action?: ReactNode;
}

export function EmptyState({ title, description, icon, action }: EmptyStateProps) {
  return (
    <div className="empty-state">
      {icon ? <div className="empty-state__icon">{icon}</div> : null}
      <p className="empty-state__title">{title}</p>
      {description ? <p className="empty-state__description">{description}</p> : null}
      {action ? <div className="empty-state__action">{action}</div> : null}
    </div>
  );
}
