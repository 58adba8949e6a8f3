import type { LessonRequestDetail } from '../../../shared/contracts/requests';
import { type ApiClient, isApiError, toApiError, type ApiError } from '../../api';
import { browserStorage } from '../../platform/storage';
import { GUEST_DIRECT_REQUEST_PATH, GUEST_PUBLIC_REQUEST_PATH } from './requests.api';
import { clearActiveSlots, clearGuestRequest, readGuestRequest } from './request-storage';

/*
 * A guest's request waits in `guestUserData` and is sent right after sign-in through the
 * guest variant of the call, which carries the stored `idempotencyKey`, so a retry or a second
 * sign-in never creates it twice. The data is forgotten once sent, or when it can never be sent
 * (a tutor's account, nothing valid left). If the server refuses it for now (e.g. the limit of 5
 * is reached) it stays, and the requests page says why and lets the student try again or discard
 * it. A network failure keeps it for the next sign-in.
 */

let lastFailure: ApiError | null = null;

/** Why the stored guest request could not be sent after sign-in, if it could not. */
export function guestRequestFailure(): ApiError | null {
  return lastFailure;
}

export function forgetGuestRequestFailure(): void {
  lastFailure = null;
}

export async function sendGuestRequest(client: ApiClient): Promise<LessonRequestDetail | null> {
  const stored = readGuestRequest(browserStorage);
  if (!stored) return null;
  try {
    const path = stored.kind === 'direct' ? GUEST_DIRECT_REQUEST_PATH : GUEST_PUBLIC_REQUEST_PATH;
    const response = await client.post<LessonRequestDetail>(path, stored.body);
    clearGuestRequest(browserStorage);
    if (stored.kind === 'direct') clearActiveSlots(browserStorage);
    lastFailure = null;
    return response.data;
  } catch (error) {
    lastFailure = isApiError(error) ? error : toApiError(error);
    // Never sendable: a tutor's account (403) or nothing valid left, e.g. every slot has passed (400).
    if (lastFailure.status === 400 || lastFailure.status === 403) clearGuestRequest(browserStorage);
    throw lastFailure;
  }
}
