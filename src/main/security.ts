import type { WebPreferences } from 'electron';

/*
 * Pure security decisions for the desktop shell, kept free of Electron objects so Node tests can
 * prove each of them (HOUSE-STYLE item 12). window.ts and ipc-handlers.ts only apply them.
 */

/** Hosts the system browser may open from the app; everything else is silently dropped. */
export const DEFAULT_EXTERNAL_HOSTS: readonly string[] = [
  'repetytor.ua',
  'osvita.ua',
  'testportal.gov.ua',
  'youtube.com',
  'youtu.be',
];

/**
 * `scheme://host[:port]` of a URL, or null. WHATWG `URL.origin` is the string "null" for custom
 * schemes such as our `app://repetytor`, so it cannot be used to compare them.
 */
export function originOf(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (!parsed.host) return null;
  return `${parsed.protocol}//${parsed.host}`.toLowerCase();
}

/** True when `url` is served by the app itself (same scheme, host and port). */
export function isAppUrl(url: string, appOrigin: string): boolean {
  const origin = originOf(url);
  return origin !== null && origin === appOrigin.toLowerCase();
}

/** In-window navigation stays on the app origin; anything else leaves through the allow-list. */
export function isAllowedNavigation(url: string, appOrigin: string): boolean {
  return isAppUrl(url, appOrigin);
}

/**
 * Only https links to an allowed host (or its subdomain) may reach `shell.openExternal`: it hands
 * the URL to the OS, where `file:`, `smb:` or custom schemes could run programs.
 */
export function isAllowedExternalUrl(url: string, allowedHosts: readonly string[] = DEFAULT_EXTERNAL_HOSTS): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'https:' || parsed.username || parsed.password) return false;
  const host = parsed.hostname.toLowerCase();
  return allowedHosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
}

export interface CspOptions {
  /** Extra origins the page may fetch from and open sockets to (API, LiveKit, storage). */
  connectSources?: readonly string[];
  /** Extra origins for images and media (avatars or lesson videos served by the API). */
  mediaSources?: readonly string[];
  /**
   * Development only: Vite's React refresh preamble is an inline script and HMR uses a socket
   * to the dev server, both of which a production CSP must refuse.
   */
  devServerOrigin?: string;
}

/** http(s) origins also need their ws(s) twin for the real-time endpoints under `/open/users`. */
function withSocketTwins(origins: readonly string[]): string[] {
  const result = new Set<string>();
  for (const origin of origins) {
    result.add(origin);
    if (origin.startsWith('https://')) result.add(`wss://${origin.slice('https://'.length)}`);
    if (origin.startsWith('http://')) result.add(`ws://${origin.slice('http://'.length)}`);
  }
  return [...result];
}

export function buildCsp(options: CspOptions = {}): string {
  const dev = options.devServerOrigin ? [options.devServerOrigin] : [];
  const connect = withSocketTwins([...(options.connectSources ?? []), ...dev]);
  const media = [...(options.mediaSources ?? [])];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...(dev.length ? ["'unsafe-inline'"] : [])],
    // React, tldraw and tiptap set style attributes at runtime; scripts stay strict.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...media],
    'media-src': ["'self'", 'blob:', 'mediastream:', ...media],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...connect],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'frame-src': ["'none'"],
    'frame-ancestors': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/** The webPreferences of every window; spread last so a caller cannot weaken them. */
export function secureWebPreferences(preloadPath: string): WebPreferences {
  return {
    preload: preloadPath,
    contextIsolation: true,
    sandbox: true,
    nodeIntegration: false,
    nodeIntegrationInWorker: false,
    nodeIntegrationInSubFrames: false,
    webSecurity: true,
    allowRunningInsecureContent: false,
    webviewTag: false,
    experimentalFeatures: false,
    navigateOnDragDrop: false,
    spellcheck: true,
  };
}

/** What a lesson needs: camera and microphone, notifications, fullscreen video, clipboard. */
const GRANTED_PERMISSIONS = new Set([
  'media',
  'notifications',
  'fullscreen',
  'clipboard-sanitized-write',
  'display-capture',
]);

/** Permissions are granted to the app's own pages only, never to a page that slipped in. */
export function isAllowedPermission(permission: string, requestingUrl: string, appOrigin: string): boolean {
  return GRANTED_PERMISSIONS.has(permission) && isAppUrl(requestingUrl, appOrigin);
}
