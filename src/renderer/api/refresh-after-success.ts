import type { AxiosInstance, AxiosResponse } from 'axios';
import type { Language } from '../../shared/i18n/language';
import { toApiError } from './api-error';
import { pathOf, REFRESH_PATH, refreshFollows } from './api-paths';
import type { AuthSession, TokenPair } from './auth-session';

/*
 * "After each successful response (except for '/open' and '/users/delete' paths) the
 * client posts {refreshToken} to the refresh endpoint, receives {token}, and stores the new token
 * and its parsed claims. It skips this with a console warning if no refresh token is stored."
 * A sliding session, then: every call the user makes extends it.
 */

export interface TokenRefresherDeps {
  /** A bare instance: the refresh call must not run the client's interceptors, or it would refresh itself. */
  http: AxiosInstance;
  session: AuthSession;
  getLanguage: () => Language;
}

/** Refreshes the token pair; concurrent callers share one in-flight call. Never rejects. */
export type TokenRefresher = () => Promise<void>;

function readTokenPair(body: unknown): TokenPair | null {
  if (typeof body !== 'object' || body === null) return null;
  const { token, refreshToken } = body as Record<string, unknown>;
  if (typeof token !== 'string' || token === '') return null;
  return typeof refreshToken === 'string' && refreshToken !== '' ? { token, refreshToken } : { token };
}

/** Builds the single-flight refresher. */
export function createTokenRefresher(deps: TokenRefresherDeps): TokenRefresher {
  let inFlight: Promise<void> | null = null;

  async function refreshOnce(): Promise<void> {
    const refreshToken = deps.session.getRefreshToken();
    if (!refreshToken) {
      console.warn('No refresh token stored: the session was not refreshed');
      return;
    }
    try {
      const response = await deps.http.post<unknown>(
        REFRESH_PATH,
        { refreshToken },
        { headers: { 'Accept-Language': deps.getLanguage() } },
      );
      const pair = readTokenPair(response.data);
      if (!pair) {
        console.warn('The refresh endpoint answered without a token');
        return;
      }
      // Signed out (or signed in as someone else) while the call was in flight: the answer
      // belongs to a session that no longer exists and must not resurrect it.
      if (deps.session.getRefreshToken() !== refreshToken) return;
      deps.session.store(pair);
    } catch (error) {
      // The original response already succeeded; a failed refresh must not fail it.
      // An expired refresh token surfaces as a 401 on the next authorised call, which logs out.
      const { status, message } = toApiError(error);
      console.warn(`Token refresh failed (${status ?? 'no response'}): ${message}`);
    }
  }

  return () => {
    // Five responses landing together would otherwise post five refreshes with the same
    // refresh token; a server that rotates refresh tokens would accept only the first.
    inFlight ??= refreshOnce().finally(() => {
      inFlight = null;
    });
    return inFlight;
  };
}

/**
 * Response interceptor: refreshes after each successful response whose path calls for it, and
 * resolves with the original response once the new token is stored, so the caller's next call
 * already carries it.
 */
export function refreshAfterSuccess(refresh: TokenRefresher) {
  return async <T>(response: AxiosResponse<T>): Promise<AxiosResponse<T>> => {
    if (refreshFollows(pathOf(response.config.url))) await refresh();
    return response;
  };
}
