/*
 * Paths and path rules the shared client behaviour depends on (spec sections 6 and 7).
 * Everything else about paths belongs to the per-domain query files.
 */

/** Refresh endpoint: under /open because it is called with the refresh token, not a bearer. */
export const REFRESH_PATH = '/users/v1/open/auth/refresh';

/** Exception-logging endpoint (our path; under /open so guests can report too). */
export const EXCEPTIONS_PATH = '/users/v1/open/exceptions';

/** Account deletion carries this marker; no refresh follows it because the account is gone. */
const ACCOUNT_DELETE_MARKER = '/users/delete';

/**
 * `open` as a whole path segment. The rule is "paths containing '/open'"; matching the segment
 * rather than the substring keeps a future `/lessons/opened` from silently losing its bearer.
 */
const OPEN_SEGMENT = /(^|\/)open(\/|$)/;

/**
 * The path part of a request URL: no origin, query or hash, so rules and analytics keys do not
 * depend on query parameters or on the configured base URL.
 */
export function pathOf(url: string | undefined): string {
  if (!url) return '/';
  let path = url;
  const origin = /^[a-z][a-z\d+.-]*:\/\/[^/]*/i.exec(path);
  if (origin) path = path.slice(origin[0].length);
  const end = path.search(/[?#]/);
  if (end >= 0) path = path.slice(0, end);
  return path.startsWith('/') ? path : `/${path}`;
}

/**
 * Where a stored file is served (open path: images load without a bearer). Here rather than in a
 * feature because the profile, the admins' verification cards and user details all show files.
 */
export const fileUrl = (id: string) => `/users/v1/open/files/${id}`;

/** True for paths sent without authorization (paths containing '/open'). */
export function isOpenPath(path: string): boolean {
  return OPEN_SEGMENT.test(path);
}

/** True when a successful response is followed by a token refresh. */
export function refreshFollows(path: string): boolean {
  return !isOpenPath(path) && !path.includes(ACCOUNT_DELETE_MARKER);
}
