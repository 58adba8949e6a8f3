import type { ErrorCode, ErrorDetails } from '../errors';
import { formatWait } from './format-wait';
import type { Language } from './language';
import enErrors from './en/errors.json';
import ukErrors from './uk/errors.json';

const catalogs: Record<Language, Record<ErrorCode, string>> = { uk: ukErrors, en: enErrors };

/**
 * The user-facing message of an error code in one language. A message that says how long to
 * wait (`{{wait}}`, the i18next placeholder the renderer shares) gets it from the details'
 * retryAfterSeconds.
 */
export function translateError(code: ErrorCode, language: Language, details?: ErrorDetails): string {
  const message = catalogs[language][code];
  const retryAfter = details?.retryAfterSeconds;
  if (!message.includes('{{wait}}')) return message;
  const wait = typeof retryAfter === 'number' ? formatWait(retryAfter, language) : formatWait(60, language);
  return message.replace('{{wait}}', wait);
}
