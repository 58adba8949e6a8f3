import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Protocol } from 'electron';
import { APP_HOST, APP_SCHEME } from './desktop-config';

/*
 * Serves the packaged renderer (out/renderer) at app://repetytor/. A real origin lets IPC sender
 * checks, permissions and the CSP mean something, and serving index.html for unknown paths lets
 * the router's deep links (and repetytor:// links) load directly. API calls under /users/ are
 * forwarded to the API server, so the renderer uses the same relative paths as the web build.
 */

/** Registered before `app.ready`: a standard, secure scheme behaves like https for the page. */
export const APP_SCHEME_PRIVILEGES = {
  scheme: APP_SCHEME,
  privileges: { standard: true, secure: true, supportFetchAPI: true, stream: true, codeCache: true },
} as const;

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
  '.webm': 'video/webm',
  '.mp4': 'video/mp4',
  '.mp3': 'audio/mpeg',
  '.txt': 'text/plain; charset=utf-8',
};

/** Module scripts are refused by Chromium unless served with a JavaScript MIME type. */
export function contentTypeFor(filePath: string): string {
  return CONTENT_TYPES[path.extname(filePath).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * API paths of DESIGN.md ("All HTTP paths under /users/v1"). The renderer calls them relative to
 * its own origin, as in the web build, so the app scheme forwards them to the API server.
 */
export function isApiPath(pathname: string): boolean {
  return pathname.startsWith('/users/');
}

export type AppRequest = { kind: 'file'; filePath: string } | { kind: 'api'; pathAndQuery: string };

/**
 * Maps a request URL to a file inside `rendererDir` or an API call, or null when the request is
 * for another host, is malformed, or would escape the directory. Paths without an extension are
 * app routes and get index.html.
 */
export function resolveAppRequest(rendererDir: string, requestUrl: string): AppRequest | null {
  let url: URL;
  try {
    url = new URL(requestUrl);
  } catch {
    return null;
  }
  if (url.protocol !== `${APP_SCHEME}:` || url.hostname !== APP_HOST) return null;
  if (isApiPath(url.pathname)) return { kind: 'api', pathAndQuery: `${url.pathname}${url.search}` };
  let pathname: string;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    return null;
  }
  if (pathname.includes('\0')) return null;
  const root = path.resolve(rendererDir);
  const isRoute = pathname.endsWith('/') || path.extname(pathname) === '';
  const target = path.resolve(root, `.${isRoute ? '/index.html' : pathname}`);
  // Decoding can turn %2e%2e%2f into ../ after the URL parser has already normalised the path.
  if (target !== root && !target.startsWith(root + path.sep)) return null;
  return { kind: 'file', filePath: target };
}

async function fileResponse(filePath: string, csp: string): Promise<Response> {
  const body = await readFile(filePath);
  return new Response(body, {
    headers: {
      'Content-Type': contentTypeFor(filePath),
      'Content-Security-Policy': csp,
      'X-Content-Type-Options': 'nosniff',
    },
  });
}

const notFound = () => new Response('Not found', { status: 404 });

export interface AppProtocolOptions {
  rendererDir: string;
  csp: string;
  /** Where `/users/...` goes; without it API calls answer 502 instead of returning index.html. */
  apiOrigin?: string;
  /** Electron's `net.fetch`, which uses the session's proxy settings and certificates. */
  fetch: (url: string, init: RequestInit & { duplex?: 'half' }) => Promise<Response>;
}

function forward(request: Request, pathAndQuery: string, options: AppProtocolOptions): Promise<Response> {
  if (!options.apiOrigin) return Promise.resolve(new Response('API not configured', { status: 502 }));
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return options.fetch(`${options.apiOrigin}${pathAndQuery}`, {
    method: request.method,
    headers: request.headers,
    body: hasBody ? request.body : null,
    // Required by fetch whenever the body is a stream.
    ...(hasBody ? { duplex: 'half' as const } : {}),
    redirect: 'manual',
  });
}

export function registerAppProtocol(protocol: Pick<Protocol, 'handle'>, options: AppProtocolOptions): void {
  const { rendererDir, csp } = options;
  protocol.handle(APP_SCHEME, async (request) => {
    const resolved = resolveAppRequest(rendererDir, request.url);
    if (!resolved) return notFound();
    if (resolved.kind === 'api') return forward(request, resolved.pathAndQuery, options);
    try {
      return await fileResponse(resolved.filePath, csp);
    } catch {
      // A route with a dot in it (`/tutors/ivan.petrenko`) looks like a file; pages still load.
      if (request.headers.get('accept')?.includes('text/html')) {
        return fileResponse(path.join(rendererDir, 'index.html'), csp).catch(notFound);
      }
      return notFound();
    }
  });
}
