import type { AxiosInstance, AxiosRequestConfig, AxiosStatic } from 'axios';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../shared/i18n/language';
import { STORAGE_KEYS } from '../../shared/storage-keys';
import { browserStorage, type SafeStorage } from '../platform/storage';
import { ApiError } from './api-error';
import { pathOf } from './api-paths';
import { createAuthSession, type AuthSession } from './auth-session';
import { createErrorInterceptor, type ApiAnalytics } from './error-interceptor';
import { createTokenRefresher, refreshAfterSuccess } from './refresh-after-success';
import { createRequestHeaders } from './request-headers';
import { sharedUntilFailed } from './shared-until-failed';

/*
 * The one axios instance of the renderer (DESIGN.md "The renderer"): every query hook calls the
 * API through it and so gets the shared behaviour of spec sections 7 and 8 without repeating it.
 *
 * axios itself (~15 KB of the home route's gzipped JavaScript) is loaded with the first call
 * rather than with the page: a guest's first screen comes server-rendered with its answers and
 * makes no call, and the home route's budget (170 KB, scripts/size-report.mjs) had nothing left.
 * Screens get the verbs below, which wait for axios the first time and are axios's own after.
 */

/** The verbs screens call the API with (axios's own signatures), and the origin they call. */
type ApiVerb = 'get' | 'post' | 'put' | 'delete';
export type ApiClient = Pick<AxiosInstance, ApiVerb> & {
  /** '' for the page's own origin (the web build); the API host in the desktop build. */
  readonly baseURL: string;
};

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
 * forced logout on a 401, made when the first call needs it.
 */
export function createApiClient(deps: ApiClientDeps = {}): ApiClient {
  const ready = sharedUntilFailed(() => import('axios').then(({ default: axios }) => createAxiosClient(axios, deps)));
  // Each verb hands its arguments on unchanged; the cast only restates axios's generic signature.
  const verb = <K extends ApiVerb>(name: K) =>
    ((...args: unknown[]) =>
      ready().then(
        (client) => (client[name] as (...callArgs: unknown[]) => Promise<unknown>).apply(client, args),
        (error: unknown) => {
          throw notSent(args[0], error);
        },
      )) as ApiClient[K];
  return {
    get: verb('get'),
    post: verb('post'),
    put: verb('put'),
    delete: verb('delete'),
    baseURL: deps.baseURL ?? '',
  };
}

/**
 * axios's own chunk did not load: offline, or a new deploy replaced the chunk names. The call
 * never left the page, which is what NETWORK_ERROR tells a screen (its "check your connection"
 * message, and the query client's retry, which loads axios again).
 */
function notSent(url: unknown, cause: unknown): ApiError {
  return new ApiError({
    status: null,
    code: 'NETWORK_ERROR',
    message: cause instanceof Error ? cause.message : String(cause),
    path: pathOf(typeof url === 'string' ? url : undefined),
    cause,
  });
}

function createAxiosClient(axios: AxiosStatic, deps: ApiClientDeps): AxiosInstance {
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
