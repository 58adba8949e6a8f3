import type { TFunction } from 'i18next';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '../../api';
import { translateFieldError } from '../../i18n/field-error';

/*
 * Server answers on forms: field keys ('validation.x') go onto the matching fields, the
 * translated `errors.<code>` becomes the form's message. Shared by every account form.
 */

/** The form-level message for a failed call, in the interface language. */
export function errorMessage(t: TFunction, error: unknown): string {
  if (!isApiError(error)) return t('errors:INTERNAL_ERROR');
  // The server already put the wait into its message, in the language this client asked for.
  if (error.code === 'TOO_MANY_ATTEMPTS' && error.message) return error.message;
  return t(`errors:${error.code}`, { defaultValue: t('errors:INTERNAL_ERROR') });
}

/** Puts the server's field keys on the form's own fields; returns true when any was placed. */
export function applyFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): boolean {
  if (!isApiError(error) || !error.details?.fields) return false;
  let placed = false;
  for (const [field, key] of Object.entries(error.details.fields)) {
    if ((fields as readonly string[]).includes(field)) {
      setError(field as Path<T>, { message: key });
      placed = true;
    }
  }
  return placed;
}

/** A field's message key translated, or undefined when the field is fine. */
export function fieldText(t: TFunction, key: string | undefined): string | undefined {
  return key ? translateFieldError(t, key) : undefined;
}

/** Seconds the server asks to wait (429 details.retryAfterSeconds), if it said. */
export function retryAfterSeconds(error: unknown): number | null {
  if (!isApiError(error) || error.code !== 'RATE_LIMITED') return null;
  const value = error.details?.retryAfterSeconds;
  return typeof value === 'number' && value > 0 ? Math.ceil(value) : null;
}
