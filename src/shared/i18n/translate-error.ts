import type { ErrorCode } from '../errors';
import type { Language } from './language';
import enErrors from './en/errors.json';
import ukErrors from './uk/errors.json';

const catalogs: Record<Language, Record<ErrorCode, string>> = { uk: ukErrors, en: enErrors };

/** The user-facing message of an error code in one language. */
export function translateError(code: ErrorCode, language: Language): string {
  return catalogs[language][code];
}
