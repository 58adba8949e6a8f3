import { vi } from 'vitest';
import { STORAGE_KEYS } from '../../../shared/storage-keys';
import { createSafeStorage, type StorageFailureReporter } from '../../platform/storage';
import { createApiClient } from '../api-client';
import { createAuthSession } from '../auth-session';
import type { ApiAnalytics } from '../error-interceptor';
import { makeTestToken } from './api-test-server';

/*
 * The API client wired to jsdom's real localStorage and spies, the way the app wires it to the
 * router and analytics. Storage failures go to a spy so no test posts to the exception endpoint.
 */

export const STUDENT_CLAIMS = { sub: 'user-1', authority: 'ROLE_STUDENT', exp: 4_102_444_800 } as const;

/** Builds a client against `baseURL` with spies for navigation, analytics and storage reports. */
export function createTestClient(baseURL: string) {
  const reportStorageFailure = vi.fn<StorageFailureReporter>();
  const storage = createSafeStorage({ report: reportStorageFailure });
  const navigate = vi.fn<(path: string) => void>();
  const track = vi.fn<ApiAnalytics['track']>();
  const client = createApiClient({ baseURL, storage, navigate, analytics: { track } });
  const session = createAuthSession(storage);

  /** Stores a signed-in student's token pair, as sign-in would. */
  function signInStudent(refresh = 'refresh-1'): string {
    const token = makeTestToken(STUDENT_CLAIMS);
    localStorage.setItem(STORAGE_KEYS.token, token);
    localStorage.setItem(STORAGE_KEYS.refresh, refresh);
    return token;
  }

  return { client, storage, session, navigate, track, reportStorageFailure, signInStudent };
}
