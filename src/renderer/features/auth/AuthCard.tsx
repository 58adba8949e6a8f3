import type { FormEventHandler, ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button, Card, TextField } from '../../ui';
import { FormAlert } from '../../ui/form';

/*
 * The pieces every sign-in and sign-up screen shares: the card with its heading, caption and
 * the form's live message; the form with its one large submit button; and the new-password
 * pair (confirmed and matching).
 */

export interface AuthCardProps {
  /** Prefix of the heading's id, which labels the card. */
  id: string;
  title: string;
  caption: ReactNode;
  /** The form-level message (role alert), if any. */
  error: string | null;
  wide?: boolean;
  children: ReactNode;
}

export function AuthCard({ id, title, caption, error, wide, children }: AuthCardProps) {
  const titleId = `${id}-title`;
  return (
    <Card as="section" className={wide ? 'auth-page auth-page--wide' : 'auth-page'} aria-labelledby={titleId}>
      <h1 id={titleId} className="auth-page__title">
        {title}
      </h1>
      <p className="auth-page__caption">{caption}</p>
      <FormAlert message={error} />
      {children}
    </Card>
  );
}

export interface AuthFormProps {
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitLabel: string;
  submitting: boolean;
  children: ReactNode;
}

/** The fields, then one large submit button that is disabled while the request runs. */
export function AuthForm({ onSubmit, submitLabel, submitting, children }: AuthFormProps) {
  return (
    <form className="auth-page__form" onSubmit={onSubmit} noValidate>
      {children}
      <Button type="submit" size="lg" disabled={submitting}>
        {submitLabel}
      </Button>
    </form>
  );
}

/** The account's email (required, the browser's email keyboard and autofill). */
export function EmailField({
  label,
  field,
  error,
  autoFocus,
}: {
  label: string;
  field: UseFormRegisterReturn;
  error?: string;
  /** The form is the screen's only purpose: its first field takes focus. */
  autoFocus?: boolean;
}) {
  return (
    <TextField
      label={label}
      type="email"
      autoComplete="email"
      required
      error={error}
      autoFocus={autoFocus}
      {...field}
    />
  );
}

export interface NewPasswordFieldsProps {
  passwordLabel: string;
  confirmLabel: string;
  password: UseFormRegisterReturn;
  confirm: UseFormRegisterReturn;
  passwordError?: string;
  confirmError?: string;
}

/** A new password with its length and letters-and-digits rules as its hint, and its confirmation. */
export function NewPasswordFields(props: NewPasswordFieldsProps) {
  const { t } = useTranslation('auth');
  return (
    <>
      <TextField
        label={props.passwordLabel}
        type="password"
        autoComplete="new-password"
        required
        hint={t('register.form.password-hint')}
        error={props.passwordError}
        {...props.password}
      />
      <TextField
        label={props.confirmLabel}
        type="password"
        autoComplete="new-password"
        required
        error={props.confirmError}
        {...props.confirm}
      />
    </>
  );
}
