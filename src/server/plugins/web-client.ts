import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import type { AppPageRenderer } from '../modules/page-render/page-render';
import { sendError } from './error-handler';

export interface WebClientOptions {
  /** The built web client (vite build output). */
  distDir: string;
  /** The build's server renderer (modules/page-render), when the build has one. */
  pages?: AppPageRenderer | null;
}

const API_PREFIXES = ['/users/', '/open/'];

/**
 * Serves the built renderer on the API's port. Hashed assets are cached for a year; index.html
 * never is, so a deploy is picked up on the next load. Brotli/gzip siblings written at build
 * time are sent when the browser accepts them. Any other GET of a path without a file extension
 * gets index.html (the SPA decides what to show, including its own not-found page, which the
 * server answers with 404 when it has the build's server bundle), or, for a guest's public
 * screen, index.html with that screen rendered into it by that bundle (modules/page-render);
 * API paths and missing assets get JSON 404s.
 */
export const webClientPlugin = fp<WebClientOptions>(
  async (app, options) => {
    const indexFile = path.join(options.distDir, 'index.html');
    const hasClient = existsSync(indexFile);
    if (hasClient) {
      await app.register(fastifyStatic, {
        root: options.distDir,
        wildcard: false,
        index: false,
        preCompressed: true,
        cacheControl: false,
        // The server bundle is code for this process, not for browsers.
        allowedPath: (pathname) => !pathname.startsWith('/ssr/'),
        // Each file found becomes a GET and a HEAD route, which costs start-up time and memory:
        // none for the server bundle (never served) nor for the .br/.gz siblings (sent in place
        // of the file they compress, never asked for by name). About 490 files become 130.
        globIgnore: ['ssr/**', '**/*.br', '**/*.gz'],
        setHeaders(res, filePath) {
          const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
          res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
      // `wildcard: false` registers only the files that exist at start-up; the rest falls through.
    } else {
      app.log.warn({ distDir: options.distDir }, 'web client is not built; only the API is served');
    }

    // A guest's public screens are routes of their own, rendered by the build's server bundle
    // (modules/page-render); as routes they get the API's compression and request logging. A
    // module that routes a screen's path itself keeps it: the landings (modules/seo) add their
    // own head for search engines around the same render.
    const pages = hasClient ? (options.pages ?? null) : null;
    if (pages) {
      for (const pagePath of pages.paths) {
        if (app.hasRoute({ method: 'GET', url: pagePath })) continue;
        app.get(pagePath, { schema: { hide: true } }, async (request, reply) => {
          const page = await pages.render(request);
          // Which HTML it is depends on the render-hint cookies (language, signed in).
          reply.header('cache-control', 'no-cache').header('vary', 'Cookie');
          if (page.kind === 'browser') return reply.code(page.status).sendFile('index.html');
          return reply.type('text/html; charset=utf-8').send(page.html);
        });
      }
    }

    app.setNotFoundHandler(async (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      const isApi = API_PREFIXES.some((prefix) => pathname.startsWith(prefix));
      // A path with a file extension is a missing asset, not a screen: answer 404, not the app.
      const looksLikeAsset = /\.[a-z0-9]+$/i.test(pathname);
      const isRead = request.method === 'GET' || request.method === 'HEAD';
      if (!isApi && hasClient && isRead && !looksLikeAsset) {
        // The app shows its not-found screen for a path none of its screens has; with the
        // build's server bundle the server knows that too and says 404 (no "soft 404" to index).
        const status = pages?.statusOfPath(pathname) ?? 200;
        return reply.code(status).header('cache-control', 'no-cache').sendFile('index.html');
      }
      return sendError(request, reply, 'NOT_FOUND');
    });
  },
  { name: 'web-client', dependencies: ['error-handler'] },
);
