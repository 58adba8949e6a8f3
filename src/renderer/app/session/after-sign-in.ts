import { STORAGE_KEYS } from '../../../shared/storage-keys';
import type { ApiClient } from '../../api';
import { browserStorage } from '../../platform/storage';

/*
 * Work that must happen right after a sign-in, before the user is sent on: today the merge of a
 * guest's favourites. Sign-in screens (login, registration, third-party sign-in) call
 * runAfterSignIn once the token is stored. Each step loads its feature's code only when it has
 * something to do, so the sign-in screen stays small, and a failing step never blocks sign-in.
 */

export type AfterSignInStep = (client: ApiClient) => Promise<unknown>;

const steps: AfterSignInStep[] = [
  async (client) => {
    if (!browserStorage.getString(STORAGE_KEYS.guestFavourites)) return;
    const { mergeGuestFavourites } = await import('../../features/favourites/merge-guest-favourites');
    await mergeGuestFavourites(client);
  },
  // A guest's lesson request waits in `guestUserData` and is sent once signed in.
  async (client) => {
    if (!browserStorage.getString(STORAGE_KEYS.guestUserData)) return;
    const { sendGuestRequest } = await import('../../features/requests/send-guest-request');
    await sendGuestRequest(client);
  },
  // A tutor's invite opened from the mail before signing up or in.
  async (client) => {
    if (!browserStorage.getString(STORAGE_KEYS.pendingInvite)) return;
    const { acceptStoredInvite } = await import('../../features/students/accept-stored-invite');
    await acceptStoredInvite(client);
  },
];

/** Adds a step (features with their own sign-in work); returns its removal. */
export function addAfterSignInStep(step: AfterSignInStep): () => void {
  steps.push(step);
  return () => {
    const index = steps.indexOf(step);
    if (index >= 0) steps.splice(index, 1);
  };
}

/** Runs every step; failures are logged, never thrown, so a user is never kept from signing in. */
export async function runAfterSignIn(client: ApiClient): Promise<void> {
  const results = await Promise.allSettled(steps.map((step) => step(client)));
  for (const result of results) {
    if (result.status === 'rejected') console.error('A step after sign-in failed', result.reason);
  }
}
