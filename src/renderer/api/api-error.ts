import { isErrorCode, type ErrorCode, type ErrorDetails } from '../../shared/errors';
import { pathOf } from './api-paths';
import { isAxiosError, isCanceledCall } from './axios-errors';

/*
 * Every failed call rejects with an ApiError, so screens branch on a stable `code` and show
 * `errors.<code>` (DESIGN.md "Errors") instead of digging through axios internals.
 */

/**
 * A server code, or one of the client's own: NETWORK_ERROR (no response at all), UNKNOWN (a
 * response without our error shape, e.g. a proxy's HTML 502) and CANCELED (aborted by the caller,
 * e.g. TanStack Query dropping a query nobody watches).
 */
export type ApiErrorCode = ErrorCode | 'NETWORK_ERROR' | 'UNKNOWN' | 'CANCELED';

export class ApiError extends Error {
  /** HTTP status, or null when no response arrived. */
  readonly status: number | null;
  readonly code: ApiErrorCode;
  readonly details: ErrorDetails | undefined;
  /** Request path without origin or query: the key analytics uses. */
  readonly path: string;

  constructor(init: {
    status: number | null;
    code: ApiErrorCode;
    message: string;
    details?: ErrorDetails;
    path: string;
    cause?: unknown;
  }) {
    super(init.message, { cause: init.cause });
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.details = init.details;
    this.path = init.path;
  }
}

/** Narrows an unknown rejection to ApiError. */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * The API says the thing a screen shows does not exist: no such id (404), or not an id at all (a
 * 400 about the path's parameters, as for `/tutor/abc`). A 400 about a query string (a search
 * with a bad filter) is a request to correct, not a missing thing.
 */
export function meansNotFound(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || (error.status === 400 && error.details?.in === 'params'));
}

interface ServerErrorBody {
  code: ErrorCode;
  message: string;
  details?: ErrorDetails;
}

/** The server's `{ code, message, details? }`; anything else (HTML, empty, unknown code) is not it. */
function readServerError(body: unknown): ServerErrorBody | null {
  if (typeof body !== 'object' || body === null) return null;
  const { code, message, details } = body as Record<string, unknown>;
  if (!isErrorCode(code) || typeof message !== 'string') return null;
  const hasDetails = typeof details === 'object' && details !== null && !Array.isArray(details);
  return { code, message, ...(hasDetails ? { details: details as ErrorDetails } : {}) };
}

/** Converts whatever a call rejected with into an ApiError; ApiErrors pass through unchanged. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (isCanceledCall(error)) {
    const path = pathOf(error.config?.url);
    return new ApiError({ status: null, code: 'CANCELED', message: 'Request canceled', path, cause: error });
  }
  if (!isAxiosError(error)) {
    const message = error instanceof Error ? error.message : String(error);
    return new ApiError({ status: null, code: 'UNKNOWN', message, path: '/', cause: error });
  }
  const path = pathOf(error.config?.url);
  const response = error.response;
  if (!response) {
    return new ApiError({ status: null, code: 'NETWORK_ERROR', message: error.message, path, cause: error });
  }
  const server = readServerError(response.data);
  if (!server) {
    return new ApiError({ status: response.status, code: 'UNKNOWN', message: error.message, path, cause: error });
  }
  return new ApiError({ status: response.status, ...server, path, cause: error });
}
