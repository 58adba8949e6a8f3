import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { cookieValue } from '../../../shared/cookies';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../../shared/i18n/language';
import {
  RENDER_HINT_COOKIES,
  type ApiTransport,
  type PageRenderer,
  type PageStatus,
  type RenderedPage,
} from '../../../shared/ssr/page-render';
import { escapeHtml } from '../seo/seo.module';
import { pageAssetsOf, type Manifest } from './page-assets';
import { pageHtml } from './page-html';

/*
 * Server-rendered first screens (the landing, search and tutor pages must paint fast on a
 * slow phone). The renderer's server bundle (dist/web/ssr/entry-server.js, built from
 * src/renderer/server-render) renders a guest's screen from the same React code the browser runs;
 * this module feeds it the API in-process and puts its markup into the built index.html. Anything
 * it cannot render (not a public screen, a signed-in visitor, an error, a slow answer) gets the
 * plain app, exactly as before: server rendering only ever makes the first paint earlier.
 */

/** The page's HTML, or the plain index.html for the browser to render, with this status. */
export type AppPage = { kind: 'rendered'; html: string } | { kind: 'browser'; status: PageStatus };

/** What a module that routes a page itself (the SEO landings) says of it. */
export interface PageRenderOptions {
  /** The language to render in; the hint cookie's, or Ukrainian, when not given. */
  language?: Language;
  /** The page's own head: its title and description, and tags such as canonical and Open Graph. */
  head?: PageHead;
  /**
   * API answers the caller has already made for this request, by path: a GET of one of these
   * paths is answered with it instead of running the API route a second time.
   */
  answers?: Readonly<Record<string, unknown>>;
}

export interface PageHead {
  title: string;
  description: string;
  /** Further tags for the head, as HTML. */
  tags: string;
}

export interface AppPageRenderer {
  /** Route patterns of the pages it renders. */
  paths: readonly string[];
  render(request: FastifyRequest, options?: PageRenderOptions): Promise<AppPage>;
  /** 404 for a path that no screen of the app shows. */
  statusOfPath(pathname: string): PageStatus;
}

const IN_BROWSER: AppPage = { kind: 'browser', status: 200 };

/**
 * The language the browser that sent this request renders in, from its hint cookie (the app
 * keeps its choice in local storage, which the server cannot read); null when it has not said.
 */
export function hintedLanguage(request: FastifyRequest): Language | null {
  const hinted = cookieValue(request.headers.cookie, RENDER_HINT_COOKIES.language);
  return isLanguage(hinted) ? hinted : null;
}

/** Whether the browser says someone is signed in: their screens are personal, rendered in the browser only. */
export const hintsSignedIn = (request: FastifyRequest) =>
  Boolean(cookieValue(request.headers.cookie, RENDER_HINT_COOKIES.signedIn));

const bundles = new Map<string, Promise<{ pageRenderer: PageRenderer }>>();

/** Imports a server bundle once per process, however many apps (tests) load it. */
function importBundle(bundle: string): Promise<{ pageRenderer: PageRenderer }> {
  let loading = bundles.get(bundle);
  if (!loading) {
    loading = import(pathToFileURL(bundle).href) as Promise<{ pageRenderer: PageRenderer }>;
    bundles.set(bundle, loading);
  }
  return loading;
}

/**
 * Starts importing the web build's server bundle, if it has one, without waiting: the server
 * calls it first thing, so the bundle (~0.8 MB of JavaScript) compiles while the database opens
 * and migrates, instead of after. loadAppPageRenderer then finds it loaded or loading.
 */
export function preloadPageRenderer(distDir: string): void {
  const bundle = path.join(distDir, 'ssr', 'entry-server.js');
  // A failure is loadAppPageRenderer's to report, when it awaits the same import.
  if (existsSync(bundle)) importBundle(bundle).catch(() => undefined);
}

const OG_LOCALE: Record<Language, string> = { uk: 'uk_UA', en: 'en_GB' };

/**
 * Open Graph tags of a page with a head of its own, with absolute addresses: a
 * messenger or a social site that fetches a shared link shows the tutor's name, subjects, price
 * and photo from them.
 */
export function openGraphTags(page: RenderedPage, origin: string, url: string): string {
  if (!page.openGraph) return '';
  const language = page.state.language;
  const tags = [
    `<meta property="og:type" content="${page.openGraph.type}" />`,
    '<meta property="og:site_name" content="Repetytor" />',
    `<meta property="og:title" content="${escapeHtml(page.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(page.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(origin + url)}" />`,
    `<meta property="og:locale" content="${OG_LOCALE[language]}" />`,
  ];
  if (page.openGraph.image)
    tags.push(`<meta property="og:image" content="${escapeHtml(origin + page.openGraph.image)}" />`);
  tags.push('<meta name="twitter:card" content="summary" />');
  return tags.join('\n    ');
}

/**
 * Loads the server bundle of a web build; null (with a log line) when the build has none.
 * `publicUrl` makes the pages' absolute links (Open Graph); the request's own origin otherwise.
 * `dataWaitMs`: how long a page waits for its data before the browser renders it instead.
 */
export async function loadAppPageRenderer(
  app: FastifyInstance,
  distDir: string,
  { publicUrl, dataWaitMs }: { publicUrl?: string; dataWaitMs?: number } = {},
): Promise<AppPageRenderer | null> {
  const originOf = (request: FastifyRequest) =>
    (publicUrl ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '');
  const bundle = path.join(distDir, 'ssr', 'entry-server.js');
  const manifestFile = path.join(distDir, '.vite', 'manifest.json');
  const indexFile = path.join(distDir, 'index.html');
  // Without a web build at all there is nothing to render into (the web client says so itself).
  if (!existsSync(indexFile)) return null;
  if (![bundle, manifestFile].every((file) => existsSync(file))) {
    app.log.info({ distDir }, 'the web build has no server bundle; pages are rendered in the browser');
    return null;
  }
  const { pageRenderer } = await importBundle(bundle);
  const assetsOf = pageAssetsOf(JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest);
  const template = readFileSync(indexFile, 'utf8');

  return {
    paths: pageRenderer.paths,
    statusOfPath: (pathname) => pageRenderer.statusOfPath(pathname),
    async render(request, options = {}) {
      if (hintsSignedIn(request)) return IN_BROWSER;
      const language = options.language ?? hintedLanguage(request) ?? DEFAULT_LANGUAGE;

      // The screen's API calls go through the whole API in-process, as the visitor's own: same
      // checks, same rate limits (by the visitor's address), no socket.
      const transport: ApiTransport = async ({ method, url, headers }) => {
        const known = method === 'GET' ? options.answers?.[url] : undefined;
        if (known !== undefined) {
          return {
            status: 200,
            headers: { 'content-type': 'application/json; charset=utf-8' },
            body: JSON.stringify(known),
          };
        }
        const response = await app.inject({
          method: method as 'GET',
          url,
          headers,
          remoteAddress: request.ip,
        });
        return { status: response.statusCode, headers: response.headers, body: response.body };
      };
      try {
        const result = await pageRenderer.renderPage({
          url: request.url,
          language,
          cookies: request.headers.cookie ?? '',
          transport,
          dataWaitMs,
        });
        if (result.kind === 'browser') return result;
        const page = options.head
          ? {
              ...result.page,
              title: options.head.title,
              description: options.head.description,
              headTags: [result.page.headTags, options.head.tags].filter(Boolean).join('\n    '),
            }
          : {
              ...result.page,
              headTags: [result.page.headTags, openGraphTags(result.page, originOf(request), request.url)]
                .filter(Boolean)
                .join('\n    '),
            };
        return { kind: 'rendered', html: pageHtml(template, page, assetsOf(page.modules)) };
      } catch (error) {
        request.log.warn({ err: error, url: request.url }, 'server render failed; sending the plain app');
        return IN_BROWSER;
      }
    },
  };
}
