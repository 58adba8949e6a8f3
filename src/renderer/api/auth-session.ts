import { STORAGE_KEYS } from '../../shared/storage-keys';
import type { SafeStorage } from '../platform/storage';
import { decodeTokenClaims, type TokenClaims } from './token-claims';

/*
 * The token pair lives in local storage under `token` and `refresh` and nowhere else,
 * so every AuthSession over the same storage (the API client's, session.ts's) sees the same
 * sign-in state without syncing. Claims are derived from the stored token, never stored apart
 * from it, so they cannot drift from the token they describe.
 */

/** What the server hands out at sign-in and on refresh. */
export interface TokenPair {
  token: string;
  /** Absent on a refresh that does not rotate the refresh token. */
  refreshToken?: string;
}

export interface AuthSession {
  getToken(): string | null;
  getRefreshToken(): string | null;
  /** Claims of the stored token, or null when signed out or the token is unreadable. */
  getClaims(): TokenClaims | null;
  /** Stores a new token; a refresh token is replaced only when one is given. */
  store(pair: TokenPair): void;
  /** Forgets both tokens. */
  clear(): void;
}

/** Builds the token and claims store over a storage; decoding is memoised per token. */
export function createAuthSession(storage: SafeStorage): AuthSession {
  let decoded: { token: string; claims: TokenClaims | null } | null = null;

  function getToken(): string | null {
    return storage.getString(STORAGE_KEYS.token);
  }

  function getClaims(): TokenClaims | null {
    const token = getToken();
    if (!token) return null;
    if (decoded?.token !== token) decoded = { token, claims: decodeTokenClaims(token) };
    return decoded.claims;
  }

  return {
    getToken,
    getRefreshToken: () => storage.getString(STORAGE_KEYS.refresh),
    getClaims,
    store({ token, refreshToken }) {
      storage.setString(STORAGE_KEYS.token, token);
      if (refreshToken) storage.setString(STORAGE_KEYS.refresh, refreshToken);
    },
    clear() {
      storage.remove(STORAGE_KEYS.token);
      storage.remove(STORAGE_KEYS.refresh);
    },
  };
}
