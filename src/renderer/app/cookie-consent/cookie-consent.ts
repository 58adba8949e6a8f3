import { TIMINGS } from '../../../shared/constants';
import { cookieValue } from '../../../shared/cookies';
import { COOKIE_NAMES } from '../../../shared/storage-keys';

/*
 * The consent choice is a cookie, not local storage, because it must expire after a year.
 * `max-age` rather than `expires` so the browser's clock skew does not matter.
 */

export type ConsentChoice = 'accepted' | 'declined';

/** One year in seconds: 365 days (TIMINGS.consentCookieDays). */
export const CONSENT_MAX_AGE_SECONDS = TIMINGS.consentCookieDays * 24 * 60 * 60;

/** The stored choice, or null when the user has not chosen yet. */
export function readConsent(cookieHeader: string): ConsentChoice | null {
  const value = cookieValue(cookieHeader, COOKIE_NAMES.cookieConsent);
  return value === 'accepted' || value === 'declined' ? value : null;
}

/** The Set-Cookie text for a choice: whole site, one year, never sent cross-site. */
export function consentCookie(choice: ConsentChoice, secure: boolean): string {
  const attributes = [
    `${COOKIE_NAMES.cookieConsent}=${choice}`,
    'path=/',
    `max-age=${CONSENT_MAX_AGE_SECONDS}`,
    'SameSite=Lax',
  ];
  if (secure) attributes.push('Secure');
  return attributes.join('; ');
}

export function storeConsent(doc: Document, choice: ConsentChoice): void {
  doc.cookie = consentCookie(choice, doc.location?.protocol === 'https:');
}
