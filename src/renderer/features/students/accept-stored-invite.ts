import { acceptInvitePath } from '../../../shared/contracts/students';
import { STORAGE_KEYS } from '../../../shared/storage-keys';
import type { ApiClient } from '../../api';
import { browserStorage } from '../../platform/storage';

/**
 * Right after sign-in (or the sign-up's email code), the invite a guest opened from the mail is
 * accepted: a new student is linked to the tutor without a second visit. The key goes either way,
 * so a link for another address is not retried at every sign-in.
 */
export async function acceptStoredInvite(client: ApiClient): Promise<void> {
  const token = browserStorage.getString(STORAGE_KEYS.pendingInvite);
  if (!token) return;
  browserStorage.remove(STORAGE_KEYS.pendingInvite);
  await client.post(acceptInvitePath(token));
}
