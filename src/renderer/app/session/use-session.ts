import { useMemo, useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '../../../shared/storage-keys';
import { getSession, signOut, type Session } from '../../api';
import { browserStorage } from '../../platform/storage';

/*
 * The shell re-renders when the stored token changes: in this tab (sign-in, /logout) through
 * notifySessionChanged, in other tabs through the 'storage' event. The snapshot is the token
 * string itself, which is stable between changes as useSyncExternalStore requires.
 */

const SESSION_CHANGED = 'repetytor:session-changed';

/** Calls `onChange` whenever the stored token changes, in this tab or another. */
export function subscribeToSession(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  window.addEventListener(SESSION_CHANGED, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(SESSION_CHANGED, onChange);
  };
}

function tokenSnapshot(): string | null {
  return browserStorage.getString(STORAGE_KEYS.token);
}

/** Tells every mounted useSession that the stored token changed in this tab. */
export function notifySessionChanged(): void {
  window.dispatchEvent(new Event(SESSION_CHANGED));
}

/** The signed-in session (role from the token's authority claim), or null for a guest. */
export function useSession(): Session | null {
  const token = useSyncExternalStore(subscribeToSession, tokenSnapshot, () => null);
  return useMemo(() => (token ? getSession() : null), [token]);
}

/** Forgets the token pair and tells the shell (the /logout screen and the sign-out link). */
export function endSession(): void {
  signOut();
  notifySessionChanged();
}

/** A display name from the claims the server puts in the token (src/shared/contracts/accounts/claims.ts). */
export function displayName(session: Session | null): string | null {
  if (!session) return null;
  const { firstName, lastName } = session.claims;
  const parts = [firstName, lastName].filter((part): part is string => typeof part === 'string' && part.trim() !== '');
  return parts.length > 0 ? parts.join(' ') : null;
}
