import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';

/*
 * "Data queries are never cached and do not refetch on focus." Every screen shows what
 * the server says now (balances, request limits, lesson states change under the user's feet),
 * so nothing is served from a cache and nothing lingers once no screen watches it.
 */

/** Retries of a query that failed for a reason a retry can fix (network, 5xx). */
const TRANSIENT_RETRIES = 2;

/**
 * A 4xx is the server's answer about this request (validation, limit, expired session):
 * asking again gets the same answer, and every retry would count again in analytics.
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.code === 'CANCELED') return false;
  if (error.status !== null && error.status < 500) return false;
  return failureCount < TRANSIENT_RETRIES;
}

/** Creates the app's QueryClient: no caching of data, no refetch on focus, no retry on 4xx. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        gcTime: 0,
        staleTime: 0,
        refetchOnWindowFocus: false,
        retry: shouldRetryQuery,
      },
      mutations: {
        // Mutations move money and send requests: never repeat one behind the user's back.
        retry: false,
      },
    },
  });
}
