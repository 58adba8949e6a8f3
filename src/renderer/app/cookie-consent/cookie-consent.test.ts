import { describe, expect, it } from 'vitest';
import { CONSENT_MAX_AGE_SECONDS, consentCookie, readConsent } from './cookie-consent';

describe('cookie consent (lasts 1 year)', () => {
  it('is stored for 31536000 seconds on the whole site', () => {
    expect(CONSENT_MAX_AGE_SECONDS).toBe(31_536_000);
    expect(consentCookie('accepted', false)).toBe('cookieConsent=accepted; path=/; max-age=31536000; SameSite=Lax');
  });

  it('is Secure over https', () => {
    expect(consentCookie('declined', true)).toMatch(/; Secure$/);
  });

  it('reads the choice among other cookies', () => {
    expect(readConsent('a=1; cookieConsent=declined; b=2')).toBe('declined');
    expect(readConsent('cookieConsent=accepted')).toBe('accepted');
  });

  it('treats a missing or foreign value as not chosen yet', () => {
    expect(readConsent('')).toBeNull();
    expect(readConsent('cookieConsent=maybe')).toBeNull();
    expect(readConsent('xcookieConsent=accepted')).toBeNull();
  });
});
