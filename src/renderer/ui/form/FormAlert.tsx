import { AlertIcon, CheckIcon } from '../icons';
import './form.css';

/** A form's message in a live region: an error (role alert) or a success note (role status). */
export function FormAlert({ message, tone = 'error' }: { message: string | null; tone?: 'error' | 'success' }) {
  if (!message) return null;
  return tone === 'error' ? (
    <p className="form-message form-message--error" role="alert">
      <AlertIcon />
      {message}
    </p>
  ) : (
    <p className="form-message form-message--success" role="status">
      <CheckIcon />
      {message}
    </p>
  );
}
