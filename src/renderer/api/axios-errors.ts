import type { AxiosError } from 'axios';

/*
 * axios's own tests for its errors, without importing axios for them: the API client loads axios
 * with its first call (api-client.ts), while these run in modules every screen loads. They read
 * what axios documents on its errors: `isAxiosError` is true, and a call aborted by its caller
 * (a CanceledError) has the code ERR_CANCELED.
 */

export function isAxiosError(error: unknown): error is AxiosError {
  return typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;
}

export function isCanceledCall(error: unknown): error is AxiosError {
  return isAxiosError(error) && error.code === 'ERR_CANCELED';
}
