import axios, { type AxiosInstance, type AxiosRequestConfig } from 'axios';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../shared/i18n/language';
import { STORAGE_KEYS } from '../../shared/storage-keys';
import { browserStorage, type SafeStorage } from '../platform/storage';
import { createAuthSession, type AuthSession } from './auth-session';
import { createErrorInterceptor, type ApiAnalytics } from './error-interceptor';
import { createTokenRefresher, refreshAfterSuccess } from './refresh-after-success';
import { createRequestHeaders } from './request-headers';

/*
 * The one axios instance of the renderer (DESIGN.md "The renderer"): every query hook calls the
 * API through it and so gets the shared behaviour of spec sections 7 and 8 without repeating it.
 */

export interface ApiClientDeps {
  /** API origin; '' (default) means the page's own origin, as in the web build. Paths are `/users/v1/...`. */
  baseURL?: string;
  /** Where the token pair, language and logout flag live (default: local storage). */
  storage?: SafeStorage;
  /** Client-side navigation, used for '/logout' (default: a full page load). */
  navigate?: (path: string) => void;
  /** Error analytics (default: none). */
  analytics?: ApiAnalytics;
  /** The interface language for Accept-Language (default: the stored `lang`, else Ukrainian). */
  getLanguage?: () => Language;
  /**
   * Token pair and claims (default: over `storage`). The desktop build can pass one backed by an
   * in-memory copy of the keychain (platform TokenStorage), since its reads must be synchronous.
   */
  session?: AuthSession;
  /** Transport override, for tests only. */
  adapter?: AxiosRequestConfig['adapter'];
}

const noAnalytics: ApiAnalytics = { track: () => undefined };

function storedLanguage(storage: SafeStorage): () => Language {
  return () => {
    const value = storage.getString(STORAGE_KEYS.language);
    return isLanguage(value) ? value : DEFAULT_LANGUAGE;
  };
}

/**
 * Creates the API client: an axios instance with Accept-Language and bearer headers, a token
 * refresh after each successful call, and typed `ApiError` rejections with analytics and the
 * forced logout of spec 8.
 */
export function createApiClient(deps: ApiClientDeps = {}): AxiosInstance {
  const storage = deps.storage ?? browserStorage;
  const getLanguage = deps.getLanguage ?? storedLanguage(storage);
  const navigate = deps.navigate ?? ((path: string) => window.location.assign(path));
  const analytics = deps.analytics ?? noAnalytics;
  const session = deps.session ?? createAuthSession(storage);
  const transport = { baseURL: deps.baseURL ?? '', ...(deps.adapter ? { adapter: deps.adapter } : {}) };

  const client = axios.create(transport);
  const refresh = createTokenRefresher({ http: axios.create(transport), session, getLanguage });

  client.interceptors.request.use(createRequestHeaders({ session, getLanguage }));
  client.interceptors.response.use(
    refreshAfterSuccess(refresh),
    createErrorInterceptor({ storage, navigate, analytics }),
  );
  return client;
}
