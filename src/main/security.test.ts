import { describe, expect, it } from 'vitest';
import {
  buildCsp,
  isAllowedExternalUrl,
  isAllowedNavigation,
  isAllowedPermission,
  isAppUrl,
  originOf,
  secureWebPreferences,
} from './security';

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

describe('secureWebPreferences', () => {
  it('keeps the sandbox, context isolation and web security on and Node off', () => {
    const prefs = secureWebPreferences('/app/out/preload/index.cjs');
    expect(prefs).toMatchObject({
      preload: '/app/out/preload/index.cjs',
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
    });
  });

  it('loads a CommonJS preload, which is what a sandboxed renderer can run', () => {
    expect(secureWebPreferences('/x/index.cjs').preload).toMatch(/\.cjs$/);
  });
});

describe('buildCsp', () => {
  it('allows scripts from the app only, with no inline or eval in production', () => {
    const csp = directives(buildCsp());
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(buildCsp()).not.toMatch(/unsafe-eval/);
  });

  it('forbids plugins, frames, being framed and foreign base URLs', () => {
    const csp = directives(buildCsp());
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('frame-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
  });

  it('lets the page reach the API over http and its WebSocket twin', () => {
    const csp = directives(buildCsp({ connectSources: ['https://api.repetytor.ua'] }));
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://api.repetytor.ua', 'wss://api.repetytor.ua']);
  });

  it('allows camera, screen and recorded media as blob and mediastream URLs', () => {
    const csp = directives(buildCsp());
    expect(csp.get('media-src')).toEqual(expect.arrayContaining(['blob:', 'mediastream:']));
  });

  it('relaxes scripts only for the Vite dev server, whose React refresh preamble is inline', () => {
    const csp = directives(buildCsp({ devServerOrigin: 'http://localhost:5173' }));
    expect(csp.get('script-src')).toContain("'unsafe-inline'");
    expect(csp.get('connect-src')).toEqual(expect.arrayContaining(['http://localhost:5173', 'ws://localhost:5173']));
  });
});

describe('app origin checks', () => {
  it('compares custom-scheme origins, which URL.origin reports as "null"', () => {
    expect(new URL('app://repetytor/x').origin).toBe('null');
    expect(originOf('app://repetytor/lessons/1')).toBe('app://repetytor');
    expect(isAppUrl('app://repetytor/lessons/1', 'app://repetytor')).toBe(true);
    expect(isAppUrl('app://evil/lessons/1', 'app://repetytor')).toBe(false);
  });

  it('treats file:// and opaque URLs as foreign', () => {
    expect(isAppUrl('file:///etc/passwd', 'app://repetytor')).toBe(false);
    expect(isAppUrl('about:blank', 'app://repetytor')).toBe(false);
    expect(isAppUrl('', 'app://repetytor')).toBe(false);
  });

  it('keeps navigation on the exact origin, port included', () => {
    expect(isAllowedNavigation('http://localhost:5173/lessons', 'http://localhost:5173')).toBe(true);
    expect(isAllowedNavigation('http://localhost:8080/', 'http://localhost:5173')).toBe(false);
    expect(isAllowedNavigation('https://repetytor.ua.evil.com/', 'https://repetytor.ua')).toBe(false);
    expect(isAllowedNavigation('javascript:alert(1)', 'app://repetytor')).toBe(false);
  });
});

describe('isAllowedExternalUrl', () => {
  it('opens https links to allow-listed hosts and their subdomains', () => {
    expect(isAllowedExternalUrl('https://repetytor.ua/terms')).toBe(true);
    expect(isAllowedExternalUrl('https://zno.osvita.ua/dovidka/viditestiv/4')).toBe(true);
    expect(isAllowedExternalUrl('https://www.youtube.com/watch?v=1')).toBe(true);
  });

  it('refuses other schemes, hosts, look-alikes and credentials in the URL', () => {
    expect(isAllowedExternalUrl('http://repetytor.ua/')).toBe(false);
    expect(isAllowedExternalUrl('file:///C:/Windows/system32/calc.exe')).toBe(false);
    expect(isAllowedExternalUrl('smb://repetytor.ua/share')).toBe(false);
    expect(isAllowedExternalUrl('https://evil.com/')).toBe(false);
    expect(isAllowedExternalUrl('https://notrepetytor.ua/')).toBe(false);
    expect(isAllowedExternalUrl('https://repetytor.ua.evil.com/')).toBe(false);
    expect(isAllowedExternalUrl('https://user:pw@repetytor.ua/')).toBe(false);
    expect(isAllowedExternalUrl('not a url')).toBe(false);
  });

  it('uses the allow-list it is given', () => {
    expect(isAllowedExternalUrl('https://example.org/', ['example.org'])).toBe(true);
    expect(isAllowedExternalUrl('https://repetytor.ua/', ['example.org'])).toBe(false);
  });
});

describe('isAllowedPermission', () => {
  it('grants camera, microphone and notifications to the app origin only', () => {
    expect(isAllowedPermission('media', 'app://repetytor/meeting/1', 'app://repetytor')).toBe(true);
    expect(isAllowedPermission('notifications', 'app://repetytor', 'app://repetytor')).toBe(true);
    expect(isAllowedPermission('media', 'https://evil.com/', 'app://repetytor')).toBe(false);
  });

  it('refuses permissions a lesson does not need', () => {
    expect(isAllowedPermission('geolocation', 'app://repetytor/', 'app://repetytor')).toBe(false);
    expect(isAllowedPermission('openExternal', 'app://repetytor/', 'app://repetytor')).toBe(false);
  });
});
