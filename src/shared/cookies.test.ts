import { describe, expect, it } from 'vitest';
import { cookieValue } from './cookies';

describe('cookieValue', () => {
  it('finds one cookie among others, decoded, with `=` kept inside the value', () => {
    const header = 'lang=en; cookieConsent=accepted;sidebar=collapsed; note=a%20b=c';
    expect(cookieValue(header, 'lang')).toBe('en');
    expect(cookieValue(header, 'sidebar')).toBe('collapsed');
    expect(cookieValue(header, 'note')).toBe('a b=c');
  });

  it('answers null when the cookie is absent, or there are no cookies at all', () => {
    expect(cookieValue('lang=en', 'signed_in')).toBeNull();
    expect(cookieValue('', 'lang')).toBeNull();
    expect(cookieValue(undefined, 'lang')).toBeNull();
  });
});
