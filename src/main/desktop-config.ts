import { buildCsp, originOf } from './security';

/*
 * Where the window's pages come from, decided once at start-up from the environment so the rest
 * of the shell only ever compares against one app origin.
 */

/**
 * Packaged pages are served from this privileged scheme rather than file://: file:// pages share
 * the opaque origin "null" (so a sender check would mean nothing) and cannot serve the router's
 * deep paths. See app-protocol.ts.
 */
export const APP_SCHEME = 'app';
export const APP_HOST = 'repetytor';
export const PACKAGED_APP_URL = `${APP_SCHEME}://${APP_HOST}/`;

/** The API server `npm run dev` starts (DESIGN.md "Scripts"). */
const DEV_API_URL = 'http://localhost:8080';

export interface DesktopEnv {
  /** Set by `electron-vite dev`: the renderer's Vite dev server. */
  ELECTRON_RENDERER_URL?: string;
  /** Points the window at a deployed (or locally served) web app instead of the bundled one. */
  REPETYTOR_WEB_URL?: string;
  /** Origin of the API the bundled renderer talks to; added to the CSP's connect-src. */
  REPETYTOR_API_URL?: string;
  /** Space-separated extra origins for connect-src, e.g. a LiveKit server or S3 bucket. */
  REPETYTOR_CONNECT_SOURCES?: string;
}

export interface DesktopConfig {
  /** The first page the window loads. */
  appUrl: string;
  /** `scheme://host[:port]`; IPC senders, navigation and permissions are checked against it. */
  appOrigin: string;
  /** True when pages come from the Vite dev server. */
  isDevServer: boolean;
  /** True when pages come from the packaged renderer through the app scheme. */
  usesAppScheme: boolean;
  /** The API server the app scheme forwards `/users/...` to; unset when none is known. */
  apiOrigin?: string;
  csp: string;
}

/**
 * Remote pages get the preload bridge and the API gets the user's tokens, so only https (or a
 * server on this machine) may be trusted with either.
 */
export function isTrustworthyPageUrl(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol === 'https:') return true;
  const localHosts = ['localhost', '127.0.0.1', '[::1]'];
  return parsed.protocol === 'http:' && localHosts.includes(parsed.hostname);
}

function httpOrigins(values: readonly (string | undefined)[]): string[] {
  const origins: string[] = [];
  for (const value of values) {
    const origin = value ? originOf(value) : null;
    if (origin && /^(https?|wss?):\/\//.test(origin)) origins.push(origin);
  }
  return origins;
}

export function resolveDesktopConfig(env: DesktopEnv, buildApiUrl?: string): DesktopConfig {
  const webUrl = env.REPETYTOR_WEB_URL?.trim();
  if (webUrl && !isTrustworthyPageUrl(webUrl)) {
    throw new Error(`REPETYTOR_WEB_URL must be https (or http on localhost): ${webUrl}`);
  }
  const devUrl = env.ELECTRON_RENDERER_URL?.trim();
  const appUrl = webUrl || devUrl || PACKAGED_APP_URL;
  const appOrigin = originOf(appUrl);
  if (!appOrigin) throw new Error(`Cannot load the app from ${appUrl}`);

  const isDevServer = !webUrl && Boolean(devUrl);
  const apiUrl = env.REPETYTOR_API_URL?.trim() || buildApiUrl || (isDevServer ? DEV_API_URL : undefined);
  // Tokens and recordings go to the API: over plain http anyone on the network could read them,
  // so only https, or http to this machine, is accepted.
  if (apiUrl && !isTrustworthyPageUrl(apiUrl)) {
    throw new Error(`REPETYTOR_API_URL must be https (or http on localhost): ${apiUrl}`);
  }
  const extra = (env.REPETYTOR_CONNECT_SOURCES ?? '').split(/\s+/).filter(Boolean);
  const apiOrigins = httpOrigins([apiUrl]);
  const csp = buildCsp({
    connectSources: [...apiOrigins, ...httpOrigins(extra)],
    mediaSources: apiOrigins,
    devServerOrigin: isDevServer ? appOrigin : undefined,
  });
  return {
    appUrl,
    appOrigin,
    isDevServer,
    usesAppScheme: appUrl === PACKAGED_APP_URL,
    csp,
    ...(apiOrigins[0] ? { apiOrigin: apiOrigins[0] } : {}),
  };
}
