import { describe, expect, it } from 'vitest';
import { PACKAGED_APP_URL, resolveDesktopConfig } from './desktop-config';

describe('resolveDesktopConfig', () => {
  it('serves the packaged renderer from the app scheme by default', () => {
    const config = resolveDesktopConfig({});
    expect(config).toMatchObject({
      appUrl: PACKAGED_APP_URL,
      appOrigin: 'app://repetytor',
      usesAppScheme: true,
      isDevServer: false,
    });
    expect(config.csp).toMatch(/script-src 'self'(;|$)/);
  });

  it('uses the Vite dev server in development and lets its API and HMR through the CSP', () => {
    const config = resolveDesktopConfig({ ELECTRON_RENDERER_URL: 'http://localhost:5173' });
    expect(config).toMatchObject({
      appUrl: 'http://localhost:5173',
      appOrigin: 'http://localhost:5173',
      isDevServer: true,
      usesAppScheme: false,
    });
    expect(config.csp).toContain('ws://localhost:5173');
    expect(config.csp).toContain('http://localhost:8080');
  });

  it('prefers REPETYTOR_WEB_URL over the dev server and trusts only its origin', () => {
    const config = resolveDesktopConfig({
      REPETYTOR_WEB_URL: 'https://app.repetytor.ua/',
      ELECTRON_RENDERER_URL: 'http://localhost:5173',
    });
    expect(config).toMatchObject({
      appUrl: 'https://app.repetytor.ua/',
      appOrigin: 'https://app.repetytor.ua',
      isDevServer: false,
    });
    expect(config.csp).toMatch(/script-src 'self'(;|$)/);
  });

  it('refuses a plain-http web app on another machine, which would get the desktop bridge', () => {
    expect(() => resolveDesktopConfig({ REPETYTOR_WEB_URL: 'http://repetytor.example/' })).toThrow(/https/);
    expect(resolveDesktopConfig({ REPETYTOR_WEB_URL: 'http://localhost:8080' }).appOrigin).toBe(
      'http://localhost:8080',
    );
  });

  it('adds the API and extra origins (with socket twins) to connect-src', () => {
    const config = resolveDesktopConfig({
      REPETYTOR_API_URL: 'https://api.repetytor.ua/users/v1',
      REPETYTOR_CONNECT_SOURCES: 'wss://livekit.repetytor.ua  https://files.repetytor.ua javascript:alert(1)',
    });
    expect(config.apiOrigin).toBe('https://api.repetytor.ua');
    const connect = config.csp.split('; ').find((d) => d.startsWith('connect-src'));
    expect(connect).toBe(
      "connect-src 'self' https://api.repetytor.ua wss://api.repetytor.ua wss://livekit.repetytor.ua https://files.repetytor.ua wss://files.repetytor.ua",
    );
  });

  it('accepts an https API, or http only on this machine (tokens never cross a network in clear)', () => {
    expect(resolveDesktopConfig({ REPETYTOR_API_URL: 'https://api.repetytor.ua' }).apiOrigin).toBe(
      'https://api.repetytor.ua',
    );
    for (const local of ['http://localhost:8080', 'http://127.0.0.1:8080/users/v1', 'http://[::1]:8080'])
      expect(resolveDesktopConfig({ REPETYTOR_API_URL: local }).apiOrigin).toBe(new URL(local).origin);
    for (const unsafe of [
      'http://api.repetytor.ua',
      'http://192.168.1.10:8080',
      'http://localhost.evil.example',
      'ws://api.repetytor.ua',
      'file:///etc/passwd',
      'not a url',
    ])
      expect(() => resolveDesktopConfig({ REPETYTOR_API_URL: unsafe }), unsafe).toThrow(/REPETYTOR_API_URL/);
    expect(() => resolveDesktopConfig({}, 'http://api.repetytor.ua')).toThrow(/https/);
  });

  it('falls back to the API URL the renderer was built with', () => {
    expect(resolveDesktopConfig({}, 'https://api.repetytor.ua').apiOrigin).toBe('https://api.repetytor.ua');
    expect(resolveDesktopConfig({}).apiOrigin).toBeUndefined();
  });
});
