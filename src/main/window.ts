import type {
  BrowserWindow,
  BrowserWindowConstructorOptions,
  Event as ElectronEvent,
  HandlerDetails,
  OnHeadersReceivedListenerDetails,
  Session,
  WindowOpenHandlerResponse,
} from 'electron';
import {
  DEFAULT_EXTERNAL_HOSTS,
  isAllowedExternalUrl,
  isAllowedNavigation,
  isAllowedPermission,
  isAppUrl,
  secureWebPreferences,
} from './security';

/*
 * The locked-down window (HOUSE-STYLE item 12). Pages stay on the app origin; a link elsewhere
 * either opens in the system browser (allow-listed https) or goes nowhere. The CSP is attached to
 * every response of the app origin, so the dev server and a deployed web app get it too.
 */

export interface NavigationPolicy {
  appOrigin: string;
  externalHosts?: readonly string[];
  /** `shell.openExternal`. */
  openExternal: (url: string) => Promise<void>;
  log?: (message: string) => void;
}

/** The part of `WebContents` the guard uses, so tests can pass a fake. */
export interface GuardedContents {
  setWindowOpenHandler(handler: (details: Pick<HandlerDetails, 'url'>) => WindowOpenHandlerResponse): void;
  on(
    event: 'will-navigate' | 'will-redirect',
    listener: (event: Pick<ElectronEvent, 'preventDefault'>, url: string) => void,
  ): unknown;
  on(event: 'will-attach-webview', listener: (event: Pick<ElectronEvent, 'preventDefault'>) => void): unknown;
}

/** Applied to every WebContents the app creates (app 'web-contents-created'), not only the main one. */
export function guardWebContents(contents: GuardedContents, policy: NavigationPolicy): void {
  const hosts = policy.externalHosts ?? DEFAULT_EXTERNAL_HOSTS;
  const leave = (url: string) => {
    if (isAllowedExternalUrl(url, hosts)) {
      policy.openExternal(url).catch(() => policy.log?.(`could not open ${url}`));
    } else {
      policy.log?.(`blocked navigation to ${url}`);
    }
  };
  // New windows would escape every rule here; external links go to the system browser instead.
  contents.setWindowOpenHandler(({ url }) => {
    if (!isAppUrl(url, policy.appOrigin)) leave(url);
    return { action: 'deny' };
  });
  const keepOnOrigin = (event: Pick<ElectronEvent, 'preventDefault'>, url: string) => {
    if (isAllowedNavigation(url, policy.appOrigin)) return;
    event.preventDefault();
    leave(url);
  };
  contents.on('will-navigate', keepOnOrigin);
  contents.on('will-redirect', keepOnOrigin);
  contents.on('will-attach-webview', (event) => event.preventDefault());
}

/** Drops any CSP the server sent (header names are case-insensitive) and sets ours. */
export function withCspHeader(headers: Record<string, string[]> | undefined, csp: string): Record<string, string[]> {
  const result: Record<string, string[]> = {};
  for (const [name, value] of Object.entries(headers ?? {})) {
    if (name.toLowerCase() !== 'content-security-policy') result[name] = value;
  }
  result['Content-Security-Policy'] = [csp];
  return result;
}

export interface SessionPolicy {
  appOrigin: string;
  csp: string;
}

type SessionLike = {
  webRequest: Pick<Session['webRequest'], 'onHeadersReceived'>;
} & Pick<Session, 'setPermissionRequestHandler' | 'setPermissionCheckHandler'>;

export function applySessionPolicy(session: SessionLike, policy: SessionPolicy): void {
  session.webRequest.onHeadersReceived((details: OnHeadersReceivedListenerDetails, callback) => {
    if (!isAppUrl(details.url, policy.appOrigin)) {
      callback({});
      return;
    }
    callback({ responseHeaders: withCspHeader(details.responseHeaders, policy.csp) });
  });
  session.setPermissionRequestHandler((_contents, permission, callback, details) => {
    callback(isAllowedPermission(permission, details.requestingUrl, policy.appOrigin));
  });
  session.setPermissionCheckHandler((_contents, permission, requestingOrigin) =>
    isAllowedPermission(permission, requestingOrigin, policy.appOrigin),
  );
}

export interface MainWindowOptions {
  preloadPath: string;
  iconPath?: string;
}

export function mainWindowOptions(options: MainWindowOptions): BrowserWindowConstructorOptions {
  return {
    title: 'Repetytor',
    width: 1280,
    height: 820,
    // 320 px is the spec's narrowest layout (section 9); the window may use the mobile one.
    minWidth: 360,
    minHeight: 560,
    show: false,
    autoHideMenuBar: true,
    backgroundColor: '#ffffff',
    ...(options.iconPath ? { icon: options.iconPath } : {}),
    webPreferences: secureWebPreferences(options.preloadPath),
  };
}

export interface CreateMainWindowDeps extends MainWindowOptions {
  BrowserWindow: new (options: BrowserWindowConstructorOptions) => BrowserWindow;
  appUrl: string;
}

export function createMainWindow(deps: CreateMainWindowDeps): BrowserWindow {
  const window = new deps.BrowserWindow(mainWindowOptions(deps));
  // Showing only when painted avoids a white flash before the first frame.
  window.once('ready-to-show', () => window.show());
  void window.loadURL(deps.appUrl);
  return window;
}
