import type { Language } from '../i18n/language';

/*
 * The seam between the API server and the renderer's server-side bundle (dist/web/ssr). The
 * server never imports client code (DESIGN.md rooms): it loads the built bundle by path and
 * talks to it through these types only. The bundle renders a guest's first screen to HTML; the
 * browser then hydrates that HTML instead of painting the page only once its JavaScript has run.
 */

/** One API call the renderer makes while rendering, answered in-process by the server. */
export interface ApiTransportRequest {
  method: string;
  /** Path and query, e.g. `/users/v1/open/search?subject=mathematics`. */
  url: string;
  headers: Record<string, string>;
}

export interface ApiTransportResponse {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
}

export type ApiTransport = (request: ApiTransportRequest) => Promise<ApiTransportResponse>;

export interface PageRenderRequest {
  /** Path and query of the page, e.g. `/search?subject=mathematics`. */
  url: string;
  language: Language;
  /** The request's Cookie header ('' when none): the consent banner shows what it says. */
  cookies: string;
  transport: ApiTransport;
  /**
   * How long the first screen's data may take before the page goes to the browser to render
   * (the server's SSR_DATA_WAIT_MS); the renderer's own default when absent.
   */
  dataWaitMs?: number;
}

export interface RenderedPage {
  /** The app's markup, to go inside `<div id="root">`. */
  html: string;
  /** Tags React hoists for the head, such as the preload of a high-priority image. */
  headTags: string;
  /** The first screen's API answers, read by the browser before it hydrates (server-state.ts). */
  state: ServerRenderState;
  /** Source modules of the screens rendered (manifest keys), whose CSS and chunks the page links. */
  modules: string[];
  /** Translated `<title>` and meta description of the screen. */
  title: string;
  description: string;
  /**
   * Open Graph facts of a page with a head of its own (a tutor, the FAQ, a search);
   * null for pages that keep the site's generic head.
   */
  openGraph: OpenGraphFacts | null;
}

export interface OpenGraphFacts {
  type: 'website' | 'profile';
  /** Path of the page's image (the tutor's photo), made absolute by the server; null for none. */
  image: string | null;
}

/** What the renderer says of a page's head: its title, description and Open Graph facts. */
export interface PageHeadText extends OpenGraphFacts {
  title: string;
  description: string;
}

/** What the browser needs to hydrate: the language rendered and the answers the screen used. */
export interface ServerRenderState {
  language: Language;
  queries: { queryKey: readonly unknown[]; data: unknown }[];
}

/**
 * What the server sends for a page: the page rendered, or the plain app for the browser to
 * render. Its status is 404 when the server knows there is no such page (an unknown tutor, a
 * path no screen has), so that search engines do not index an error screen as a page (a "soft
 * 404"); the browser shows its own not-found screen either way.
 */
export type PageRenderResult = { kind: 'rendered'; page: RenderedPage } | { kind: 'browser'; status: PageStatus };

export type PageStatus = 200 | 404;

export interface PageRenderer {
  /** Route patterns of the screens it renders (`/`, `/tutor/:id`), for the server to route to it. */
  paths: readonly string[];
  /** The page as HTML, or the plain app (for a screen it does not render, or could not). */
  renderPage(request: PageRenderRequest): Promise<PageRenderResult>;
  /** 404 for a path that no screen of the app shows (the app's catch-all not-found route). */
  statusOfPath(pathname: string): PageStatus;
}

/** The id of the `<script type="application/json">` that carries the ServerRenderState. */
export const SERVER_STATE_ELEMENT_ID = 'server-state';

/**
 * Cookies that tell the server how the browser would render (the app keeps all three in local
 * storage, which the server cannot read): the interface language, that someone is signed in
 * (whose screens are personal and so are rendered in the browser only), and a collapsed sidebar.
 */
export const RENDER_HINT_COOKIES = { language: 'lang', signedIn: 'signed_in', sidebar: 'sidebar' } as const;
