import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { contentTypeFor, registerAppProtocol, resolveAppRequest } from './app-protocol';

const root = path.resolve('/app/out/renderer');
const file = (p: string) => ({ kind: 'file', filePath: path.join(root, p) });

describe('resolveAppRequest', () => {
  it('serves files of the packaged renderer', () => {
    expect(resolveAppRequest(root, 'app://repetytor/assets/index-abc.js')).toEqual(file('assets/index-abc.js'));
  });

  it('answers app routes with index.html so deep links load', () => {
    expect(resolveAppRequest(root, 'app://repetytor/')).toEqual(file('index.html'));
    expect(resolveAppRequest(root, 'app://repetytor/lessons/42?tab=homework')).toEqual(file('index.html'));
  });

  it('forwards API paths with their query', () => {
    expect(resolveAppRequest(root, 'app://repetytor/users/v1/open/categories?lang=uk')).toEqual({
      kind: 'api',
      pathAndQuery: '/users/v1/open/categories?lang=uk',
    });
  });

  it.each([
    'app://repetytor/..%2f..%2f..%2fetc%2fpasswd.txt',
    'app://repetytor/assets/..%2f..%2f..%2fsecret.js',
    'app://repetytor/%E0%A4%A.js',
    'app://other-host/index.html',
    'https://repetytor/index.html',
  ])('refuses %s', (url) => {
    expect(resolveAppRequest(root, url)).toBeNull();
  });
});

describe('contentTypeFor', () => {
  it('serves module scripts with a JavaScript MIME type, which Chromium insists on', () => {
    expect(contentTypeFor('/x/a.js')).toMatch(/^text\/javascript/);
    expect(contentTypeFor('/x/a.wasm')).toBe('application/wasm');
    expect(contentTypeFor('/x/a.unknown')).toBe('application/octet-stream');
  });
});

describe('registerAppProtocol', () => {
  let dir: string;
  let handler: (request: Request) => Promise<Response>;
  const fetch = vi.fn(async (_url: string, _init: RequestInit) => new Response('{"ok":true}'));

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'repetytor-renderer-'));
    await mkdir(path.join(dir, 'assets'));
    await writeFile(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
    await writeFile(path.join(dir, 'assets', 'main.js'), 'console.log(1)');
    const protocol = { handle: (_scheme: string, h: typeof handler) => void (handler = h) };
    registerAppProtocol(protocol as never, {
      rendererDir: dir,
      csp: "default-src 'self'",
      apiOrigin: 'http://localhost:8080',
      fetch,
    });
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('sends pages with the CSP header', async () => {
    const response = await handler(new Request('app://repetytor/lessons/1', { headers: { accept: 'text/html' } }));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toBe("default-src 'self'");
    expect(await response.text()).toContain('id="root"');
  });

  it('serves a route with a dot in it as the page, but a missing asset as 404', async () => {
    const page = await handler(
      new Request('app://repetytor/tutors/ivan.petrenko', { headers: { accept: 'text/html' } }),
    );
    expect(page.status).toBe(200);
    expect((await handler(new Request('app://repetytor/assets/missing.js'))).status).toBe(404);
  });

  it('forwards API calls to the API server', async () => {
    const response = await handler(
      new Request('app://repetytor/users/v1/open/ping?x=1', { headers: { 'accept-language': 'uk' } }),
    );
    expect(await response.json()).toEqual({ ok: true });
    expect(fetch).toHaveBeenCalledWith(
      'http://localhost:8080/users/v1/open/ping?x=1',
      expect.objectContaining({ method: 'GET' }),
    );
  });
});
