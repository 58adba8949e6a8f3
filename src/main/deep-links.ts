/*
 * repetytor:// links from e-mails and the web site ("open this lesson in the app"). The link only
 * ever becomes a path inside the app's own origin, so a crafted link can choose a screen but never
 * a different site, a file, or a script.
 */

export const DEEP_LINK_PROTOCOL = 'repetytor';

export interface DeepLink {
  /** App route, always starting with a single `/`, e.g. `/lessons/42`. */
  path: string;
  /** Query string including `?`, or an empty string. */
  search: string;
}

const MAX_LINK_LENGTH = 2_048;
/** Route segments the app produces: ids, slugs, locale codes. */
const SEGMENT = /^[A-Za-z0-9_~.-]+$/;

/**
 * Parses `repetytor://lessons/42?tab=homework` (host form) or `repetytor:///lessons/42`
 * (path form) into an app route; anything odd returns null and the link is ignored.
 */
export function parseDeepLink(raw: string): DeepLink | null {
  if (raw.length > MAX_LINK_LENGTH) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== `${DEEP_LINK_PROTOCOL}:` || url.username || url.password || url.port) {
    return null;
  }
  const segments = [url.hostname, ...url.pathname.split('/')].filter((part) => part !== '');
  for (const segment of segments) {
    // `.` and `..` would climb out of the route; encoded characters are never needed by our routes.
    if (!SEGMENT.test(segment) || segment === '.' || segment === '..') return null;
  }
  const params = new URLSearchParams(url.search);
  const search = params.size > 0 ? `?${params.toString()}` : '';
  return { path: `/${segments.join('/')}`, search };
}

/**
 * Windows and Linux hand a deep link to the already running instance as a command-line argument
 * (the `second-instance` event); macOS uses `open-url` instead.
 */
export function findDeepLinkInArgv(argv: readonly string[]): DeepLink | null {
  for (const arg of argv) {
    if (arg.startsWith(`${DEEP_LINK_PROTOCOL}:`)) return parseDeepLink(arg);
  }
  return null;
}

/** The URL the window loads for a link: always the app origin plus the parsed route. */
export function deepLinkTarget(link: DeepLink, appUrl: string): string {
  return new URL(`${link.path}${link.search}`, appUrl).toString();
}

/**
 * The URL of an app route a notification opens, through the same checks as a deep link: a route
 * that would not pass as `repetytor:///<route>` opens nothing.
 */
export function routeTarget(path: string, appUrl: string): string | null {
  const link = parseDeepLink(`${DEEP_LINK_PROTOCOL}://${path.startsWith('/') ? path : `/${path}`}`);
  return link ? deepLinkTarget(link, appUrl) : null;
}
