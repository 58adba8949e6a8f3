import { dehydrate } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router-dom';
import type { Language } from '../../shared/i18n/language';
import { STORAGE_KEYS } from '../../shared/storage-keys';
import type {
  PageRenderer,
  PageRenderRequest,
  PageRenderResult,
  PageStatus,
  ServerRenderState,
} from '../../shared/ssr/page-render';
import { createApiClient, createQueryClient, meansNotFound } from '../api';
import { AppProviders } from '../app/App';
import { prepareFirstScreen, settlesWithin } from '../app/first-screen';
import { RequestCookiesContext } from '../app/hydration/request-cookies';
import { pageHeadOf } from '../app/page-head';
import { appRoutes } from '../app/router';
import { createI18n } from '../i18n';
import { allNamespaces } from '../i18n/resources';
import { createSafeStorage } from '../platform/storage';
import { SERVER_RENDERED_ROUTES, SHELL_PART_MODULES, serverRenderedRoute } from './server-rendered-routes';
import { transportAdapter } from './transport-adapter';

/*
 * The renderer's server-side entry (built to dist/web/ssr by web/vite.ssr.config.ts and loaded by
 * the API server's page-render plugin). It renders a guest's first screen exactly as the browser's
 * first render would: the same routes, the same first-screen loaders (app/first-screen.ts) and the
 * same query factories, over the API in-process. The browser then hydrates that HTML, so the
 * page paints with the HTML instead of after the app's JavaScript has loaded and run.
 */

/** A render whose data takes longer than this is given up; the browser renders the page itself. */
const DATA_WAIT_MS = 2000;

/** One i18next instance per language with every namespace loaded, made once per process. */
const translations = new Map<Language, Promise<I18n>>();

function storageWith(language: Language) {
  const values = new Map<string, string>([[STORAGE_KEYS.language, language]]);
  return createSafeStorage({
    getBackend: () => ({
      length: values.size,
      clear: () => values.clear(),
      getItem: (key) => values.get(key) ?? null,
      key: () => null,
      removeItem: (key) => void values.delete(key),
      setItem: (key, value) => void values.set(key, value),
    }),
    report: () => undefined,
  });
}

function translationsFor(language: Language): Promise<I18n> {
  let ready = translations.get(language);
  if (!ready) {
    ready = createI18n({ storage: storageWith(language), doc: null }).then(async (i18n) => {
      await i18n.loadNamespaces(allNamespaces());
      return i18n;
    });
    ready.catch(() => translations.delete(language));
    translations.set(language, ready);
  }
  return ready;
}

/** The app's routes as React Router's static handler serves them, made once per process. */
const handler = createStaticHandler(appRoutes);

/** The plain app, for the browser to render. */
const inBrowser = (status: PageStatus = 200): PageRenderResult => ({ kind: 'browser', status });

/** 404 when the only screen for the path is the app's catch-all not-found route. */
function statusOfPath(pathname: string): PageStatus {
  const matches = matchRoutes(appRoutes, pathname);
  return !matches || matches.at(-1)?.route.path === '*' ? 404 : 200;
}

async function renderPage({
  url,
  language,
  cookies,
  transport,
  dataWaitMs = DATA_WAIT_MS,
}: PageRenderRequest): Promise<PageRenderResult> {
  const location = new URL(url, 'http://server-render.invalid');
  const route = serverRenderedRoute(location.pathname);
  if (!route) return inBrowser(statusOfPath(location.pathname));

  const context = await handler.query(new Request(location));
  // No route of the app answers with a redirect or a loader's Response; if one ever does, the
  // browser handles it.
  if (context instanceof Response) return inBrowser();

  const i18n = await translationsFor(language);
  const queryClient = createQueryClient();
  const apiClient = createApiClient({
    storage: storageWith(language),
    adapter: transportAdapter(transport),
    navigate: () => undefined,
  });
  const firstScreen = prepareFirstScreen(context.matches, queryClient, {
    apiClient,
    language,
    searchParams: location.searchParams,
    signedIn: false,
  });
  try {
    if (!(await settlesWithin(firstScreen.ready, dataWaitMs))) return inBrowser();
    // A screen whose data failed (an unknown tutor, a search with bad parameters) shows an error
    // the browser could not hydrate: its cache holds no answer for it. The browser renders it;
    // when the API said the thing shown does not exist, the page does not either.
    const errors = queryClient
      .getQueryCache()
      .getAll()
      .flatMap((query) => (query.state.status === 'error' ? [query.state.error] : []));
    if (errors.length > 0) {
      return inBrowser(errors.some(meansNotFound) ? 404 : 200);
    }

    const router = createStaticRouter(handler.dataRoutes, context);
    // prerender, not renderToString: it waits for a lazy part under Suspense (the footer, the
    // wizard) instead of leaving it for the browser to render, which would also log an error.
    // No progressive chunks: React would move a large part (twenty tutor cards) out of place and
    // put it back with an inline script, which the page's CSP forbids and hydration would wait on.
    const { prelude } = await prerender(
      <StrictMode>
        <RequestCookiesContext value={cookies}>
          <AppProviders services={{ i18n, queryClient, apiClient }}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppProviders>
        </RequestCookiesContext>
      </StrictMode>,
      { progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    const markup = await new Response(prelude).text();
    // Any part still put in place by a script is left to the browser: the page renders itself.
    if (markup.includes('<script')) return inBrowser();
    // React puts resource hints (the preload of a high-priority image) before the markup, since
    // it renders no <head>; they belong in the page's head, not in the root the browser hydrates.
    const hints = /^(?:<link\b[^>]*>)*/.exec(markup)?.[0] ?? '';
    const state: ServerRenderState = {
      language,
      queries: dehydrate(queryClient).queries.map((query) => ({
        queryKey: query.queryKey,
        data: query.state.data,
      })),
    };
    const head = pageHeadOf({
      route: route.path,
      params: context.matches.at(-1)?.params ?? {},
      searchParams: location.searchParams,
      queryClient,
      t: i18n.getFixedT(language),
      language,
    });
    return {
      kind: 'rendered',
      page: {
        html: markup.slice(hints.length),
        headTags: hints,
        state,
        modules: [route.module, ...SHELL_PART_MODULES],
        title: head?.title ?? i18n.t('app:shell.meta.title'),
        description: head?.description ?? i18n.t('app:shell.meta.description'),
        openGraph: head ? { type: head.type, image: head.image } : null,
      },
    };
  } finally {
    firstScreen.release();
    queryClient.clear();
  }
}

export const pageRenderer: PageRenderer = {
  paths: [...new Set(SERVER_RENDERED_ROUTES.map((route) => route.path))],
  renderPage,
  statusOfPath,
};
