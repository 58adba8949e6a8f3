import type { InternalAxiosRequestConfig } from 'axios';
import type { Language } from '../../shared/i18n/language';
import { isOpenPath, pathOf } from './api-paths';
import type { AuthSession } from './auth-session';

/*
 * "All calls go to the product's API host with an Accept-Language header (stored
 * language, default Ukrainian) and a bearer Authorization header, except paths containing '/open'."
 * The server translates every error `message` by this header (DESIGN.md "Errors").
 */

export interface RequestHeadersDeps {
  session: AuthSession;
  getLanguage: () => Language;
}

/** Request interceptor that sets Accept-Language on every call and the bearer off /open paths. */
export function createRequestHeaders(deps: RequestHeadersDeps) {
  return (config: InternalAxiosRequestConfig): InternalAxiosRequestConfig => {
    config.headers.set('Accept-Language', deps.getLanguage());
    if (isOpenPath(pathOf(config.url))) {
      // Guests and signed-in users must look the same to open endpoints.
      config.headers.delete('Authorization');
      return config;
    }
    const token = deps.session.getToken();
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    return config;
  };
}
