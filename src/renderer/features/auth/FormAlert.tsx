import { AlertIcon, CheckIcon } from '../../ui';

/** A form's message in a live region: an error (role alert) or a success note (role status). */
export function FormAlert({ message, tone = 'error' }: { message: string | null; tone?: 'error' | 'success' }) {
  if (!message) return null;
  return tone === 'error' ? (
    <p className="auth-page__error" role="alert">
      <AlertIcon />
      {message}
    </p>
  ) : (
    <p className="auth-page__success" role="status">
      <CheckIcon />
      {message}
    </p>
  );
}
