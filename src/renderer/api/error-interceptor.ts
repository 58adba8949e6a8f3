import { STORAGE_KEYS } from '../../shared/storage-keys';
import type { SafeStorage } from '../platform/storage';
import { toApiError } from './api-error';
import { isAxiosError } from './axios-errors';

/*
 * Behaviour on errors:
 * - HTTP 401 while signed in: set the logout-info flag in local storage, go to /logout, reject.
 * - Status 500 or above: record a 'server errors' analytics event keyed by path. Other errors:
 *   record an 'errors' event. Both are rejected.
 */

export type ApiAnalyticsEvent = 'server errors' | 'errors';

export interface ApiAnalytics {
  /** `status` is null when no response arrived (network failure, timeout). */
  track(event: ApiAnalyticsEvent, data: { path: string; status: number | null }): void;
}

/** Where a session that the server ended sends the user ("/logout (forced when a session has expired)"). */
export const LOGOUT_PATH = '/logout';

export interface ErrorInterceptorDeps {
  storage: SafeStorage;
  navigate: (path: string) => void;
  analytics: ApiAnalytics;
}

/**
 * "Signed in" is judged by the request itself: only a call that carried a bearer can be refused
 * because the session ended. A 401 on an /open call (wrong password at login) is an ordinary error.
 */
function sentWithBearer(error: unknown): boolean {
  if (!isAxiosError(error)) return false;
  const authorization = error.config?.headers?.get?.('Authorization');
  return typeof authorization === 'string' && authorization.startsWith('Bearer ');
}

/** Runs a side effect that must not replace the rejection the caller is owed. */
function safely(what: string, effect: () => void): void {
  try {
    effect();
  } catch (error) {
    console.error(`API error handling: ${what} failed`, error);
  }
}

/** Response error interceptor: tracks, ends expired sessions, and rejects with an ApiError. */
export function createErrorInterceptor(deps: ErrorInterceptorDeps) {
  return (error: unknown): Promise<never> => {
    const apiError = toApiError(error);
    // An aborted call is the caller changing its mind, not a failure worth counting.
    if (apiError.code === 'CANCELED') return Promise.reject(apiError);

    const { path, status } = apiError;
    const event: ApiAnalyticsEvent = status !== null && status >= 500 ? 'server errors' : 'errors';
    safely('analytics', () => deps.analytics.track(event, { path, status }));

    if (status === 401 && sentWithBearer(error)) {
      deps.storage.setJson(STORAGE_KEYS.logoutInfo, true);
      safely('navigation to /logout', () => deps.navigate(LOGOUT_PATH));
    }
    return Promise.reject(apiError);
  };
}
