import { describe, expect, it, vi } from 'vitest';
import {
  applySessionPolicy,
  createMainWindow,
  guardWebContents,
  mainWindowOptions,
  withCspHeader,
  type GuardedContents,
} from './window';

type Listener = (...args: any[]) => void;

/** A stand-in for WebContents that records what the guard installs. */
function fakeContents() {
  const listeners = new Map<string, Listener>();
  let openHandler: ((details: { url: string }) => { action: string }) | null = null;
  const contents: GuardedContents = {
    setWindowOpenHandler: (handler) => {
      openHandler = handler;
    },
    on: (event: string, listener: Listener) => listeners.set(event, listener),
  };
  const navigate = (event: 'will-navigate' | 'will-redirect', url: string) => {
    const preventDefault = vi.fn();
    listeners.get(event)?.({ preventDefault }, url);
    return preventDefault.mock.calls.length > 0;
  };
  return { contents, listeners, navigate, open: (url: string) => openHandler?.({ url }) };
}

function guarded() {
  const fake = fakeContents();
  const openExternal = vi.fn(async (_url: string) => undefined);
  guardWebContents(fake.contents, { appOrigin: 'app://repetytor', openExternal });
  return { ...fake, openExternal };
}

describe('guardWebContents', () => {
  it('denies every window.open, even to the app itself', () => {
    const { open } = guarded();
    expect(open('app://repetytor/lessons')).toEqual({ action: 'deny' });
    expect(open('https://evil.com/')).toEqual({ action: 'deny' });
  });

  it('sends allow-listed https links from window.open to the system browser', () => {
    const { open, openExternal } = guarded();
    open('https://repetytor.ua/terms');
    open('https://evil.com/');
    open('file:///etc/passwd');
    expect(openExternal.mock.calls).toEqual([['https://repetytor.ua/terms']]);
  });

  it('lets the window navigate within the app origin', () => {
    const { navigate, openExternal } = guarded();
    expect(navigate('will-navigate', 'app://repetytor/lessons/1')).toBe(false);
    expect(openExternal).not.toHaveBeenCalled();
  });

  it('blocks navigation and redirects off the app origin', () => {
    const { navigate, openExternal } = guarded();
    expect(navigate('will-navigate', 'https://evil.com/phish')).toBe(true);
    expect(navigate('will-redirect', 'http://localhost:9999/')).toBe(true);
    expect(navigate('will-navigate', 'https://repetytor.ua/faq')).toBe(true);
    // Blocked in the window, but an allow-listed link still opens in the browser.
    expect(openExternal.mock.calls).toEqual([['https://repetytor.ua/faq']]);
  });

  it('refuses to attach <webview> tags', () => {
    const { listeners } = guarded();
    const preventDefault = vi.fn();
    listeners.get('will-attach-webview')?.({ preventDefault });
    expect(preventDefault).toHaveBeenCalled();
  });
});

describe('withCspHeader', () => {
  it('replaces a server CSP whatever the header case, keeping other headers', () => {
    const headers = withCspHeader(
      { 'content-security-policy': ['default-src *'], 'Content-Type': ['text/html'] },
      "default-src 'self'",
    );
    expect(headers).toEqual({ 'Content-Type': ['text/html'], 'Content-Security-Policy': ["default-src 'self'"] });
  });
});

describe('applySessionPolicy', () => {
  function install() {
    const calls: Record<string, Listener> = {};
    const session = {
      webRequest: { onHeadersReceived: (listener: Listener) => (calls.headers = listener) },
      setPermissionRequestHandler: (handler: Listener) => (calls.request = handler),
      setPermissionCheckHandler: (handler: Listener) => (calls.check = handler),
    };
    applySessionPolicy(session as never, { appOrigin: 'app://repetytor', csp: "default-src 'self'" });
    return calls;
  }

  it('adds the CSP to responses of the app origin only', () => {
    const { headers } = install();
    const callback = vi.fn();
    headers!({ url: 'app://repetytor/index.html', responseHeaders: {} }, callback);
    headers!({ url: 'https://api.example.com/x', responseHeaders: {} }, callback);
    expect(callback.mock.calls[0]![0]).toEqual({
      responseHeaders: { 'Content-Security-Policy': ["default-src 'self'"] },
    });
    expect(callback.mock.calls[1]![0]).toEqual({});
  });

  it('answers permission requests and checks by origin and permission', () => {
    const { request, check } = install();
    const callback = vi.fn();
    request!(null, 'media', callback, { requestingUrl: 'app://repetytor/meeting' });
    request!(null, 'media', callback, { requestingUrl: 'https://evil.com/' });
    request!(null, 'geolocation', callback, { requestingUrl: 'app://repetytor/' });
    expect(callback.mock.calls.map((call) => call[0])).toEqual([true, false, false]);
    expect(check!(null, 'notifications', 'app://repetytor')).toBe(true);
    expect(check!(null, 'notifications', 'https://evil.com')).toBe(false);
  });
});

describe('createMainWindow', () => {
  it('builds the window with the secure preferences and loads the app URL', () => {
    const created: { options: unknown; loaded: string[] }[] = [];
    class FakeWindow {
      loaded: string[] = [];
      constructor(readonly options: unknown) {
        created.push(this as never);
      }
      once() {}
      show() {}
      async loadURL(url: string) {
        this.loaded.push(url);
      }
    }
    createMainWindow({ BrowserWindow: FakeWindow as never, appUrl: 'app://repetytor/', preloadPath: '/p/index.cjs' });
    expect(created[0]!.options).toEqual(mainWindowOptions({ preloadPath: '/p/index.cjs' }));
    expect(mainWindowOptions({ preloadPath: '/p/index.cjs' }).webPreferences).toMatchObject({
      sandbox: true,
      contextIsolation: true,
      nodeIntegration: false,
      webSecurity: true,
    });
    expect(created[0]!.loaded).toEqual(['app://repetytor/']);
  });
});
