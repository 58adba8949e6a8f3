import type { Role } from '../../shared/enums';
import { browserStorage, type SafeStorage } from '../platform/storage';
import { createAuthSession, type TokenPair } from './auth-session';
import { decodeTokenClaims, type TokenClaims } from './token-claims';

/*
 * Sign-in state for screens and guards. It reads the same local-storage entries the API client
 * refreshes (`token`, `refresh`), so a refreshed token shows up here with no syncing.
 */

export interface Session {
  token: string;
  claims: TokenClaims;
  /** From the token's authority claim. */
  role: Role;
}

/** Session helpers bound to one storage; the module-level helpers below use local storage. */
export interface SessionHelpers {
  /** The signed-in session, or null when signed out or the stored token is unreadable. */
  getSession(): Session | null;
  /** Stores a fresh token pair; throws when the token carries no `sub` and `authority`. */
  signIn(pair: TokenPair): Session;
  /** Forgets the token pair. */
  signOut(): void;
  /** True when a session exists and its `exp` is at or before `now` (ms); false when signed out. */
  isExpired(now?: number): boolean;
}

/** Builds the session helpers over a storage (tests pass their own). */
export function createSessionHelpers(storage: SafeStorage): SessionHelpers {
  const auth = createAuthSession(storage);

  function getSession(): Session | null {
    const token = auth.getToken();
    const claims = auth.getClaims();
    return token && claims ? { token, claims, role: claims.authority } : null;
  }

  return {
    getSession,
    signIn(pair) {
      const claims = decodeTokenClaims(pair.token);
      // Refused before storing: a signed-in user whose role nobody can tell is worse than none.
      if (!claims) throw new Error('The sign-in token has no readable sub and authority claims');
      // A new sign-in must not inherit the previous user's refresh token.
      auth.clear();
      auth.store(pair);
      return { token: pair.token, claims, role: claims.authority };
    },
    signOut: () => auth.clear(),
    isExpired(now = Date.now()) {
      const exp = getSession()?.claims.exp;
      return exp !== undefined && exp * 1000 <= now;
    },
  };
}

const browserSession = createSessionHelpers(browserStorage);

/** The signed-in session from local storage, or null. */
export function getSession(): Session | null {
  return browserSession.getSession();
}

/** Stores the token pair the login or registration call returned. */
export function signIn(pair: TokenPair): Session {
  return browserSession.signIn(pair);
}

/** Forgets the stored token pair (the /logout screen calls this). */
export function signOut(): void {
  browserSession.signOut();
}

/** True when the stored session's token has expired (`exp` in the past). */
export function isExpired(now?: number): boolean {
  return browserSession.isExpired(now);
}
