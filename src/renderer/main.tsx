import './app/zod-without-eval';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { getSession, installGlobalErrorReporting } from './api';
import { App, createAppServices } from './app/App';
import { prepareFirstScreen, settlesWithin } from './app/first-screen';
import { whenBoundariesMounted } from './app/hydration/pending-boundaries';
import { storeRenderHints } from './app/hydration/render-hints';
import { readServerRenderState, seedServerAnswers } from './app/hydration/server-state';
import { scheduleServiceWorkerCleanup } from './app/service-worker-cleanup';
import { readSidebarOpen } from './app/layout/use-sidebar';
import { subscribeToSession } from './app/session/use-session';
import { adoptLanguageOfAddress, createI18n, currentLanguage } from './i18n';
import { browserStorage } from './platform/storage';
import './styles/tokens.css';
import './styles/base.css';

/*
 * Start-up is an async function rather than a top-level await: the first screen's chunk imports
 * from the shell, and a module still awaiting at its top level would hold back every chunk that
 * imports from it, the very chunk being waited for among them.
 */

/**
 * Gives the browser a turn between the start-up steps, so they run as several short tasks rather
 * than one long one that would hold up input (scheduler.yield where the browser has it).
 */
function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}

/** How long the first render waits for the first screen before showing the shell with spinners. */
const FIRST_SCREEN_WAIT_MS = 1500;
/**
 * How long after the first commit a prefetched answer no screen has observed is kept (parts of a
 * hydrated page under Suspense mount later; app/first-screen.ts lets each answer go as soon as
 * the page observes it).
 */
const UNCLAIMED_ANSWER_MS = 10_000;

async function start() {
  // A server-rendered form whose part has not hydrated yet would post the page to itself on
  // submit: a reload that loses what the visitor chose. Nothing in the app submits natively, so
  // every submit is held back until the app is ready (below).
  const holdSubmit = (event: SubmitEvent) => event.preventDefault();
  document.addEventListener('submit', holdSubmit, true);
  // Uncaught errors and unhandled rejections are posted to the exception endpoint.
  installGlobalErrorReporting();
  // Read before anything renders: the page's HTML may have been rendered by the server.
  const serverState = readServerRenderState(document);

  // Awaited before the first render, so it is already in the stored language and <html lang> is
  // set (index.html says uk; English loads as one small chunk when it is the stored choice).
  adoptLanguageOfAddress(window.location.pathname, browserStorage);
  const i18n = await createI18n();
  await yieldToBrowser();
  const services = createAppServices(i18n);

  // Tell the server how this browser renders, for the next page it asks for (render-hints.ts).
  const storeHints = () =>
    storeRenderHints(document, {
      language: currentLanguage(i18n),
      signedIn: getSession() !== null,
      sidebarOpen: readSidebarOpen(browserStorage),
    });
  storeHints();
  i18n.on('languageChanged', storeHints);
  subscribeToSession(storeHints);

  // The server renders guests' pages in the language of the hint cookie; a browser whose stored
  // language or session says otherwise renders the page itself, replacing that HTML.
  const language = currentLanguage(i18n);
  const signedIn = getSession() !== null;
  const hydrate = serverState !== null && serverState.language === language && !signedIn;
  if (hydrate) seedServerAnswers(services.queryClient, serverState);

  // The landing page's code, words and data are requested side by side (app/first-screen.ts).
  const firstScreen = prepareFirstScreen(services.router.state.matches, services.queryClient, {
    apiClient: services.apiClient,
    language,
    searchParams: new URLSearchParams(window.location.search),
    signedIn,
  });
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const onFirstCommit = () => {
    setTimeout(firstScreen.release, UNCLAIMED_ANSWER_MS);
    void whenBoundariesMounted().then(() => {
      document.removeEventListener('submit', holdSubmit, true);
      // From here on the whole page responds to input: a server-rendered page looked the same
      // before, but its buttons did nothing yet (E2E tests wait for this mark before they click).
      document.documentElement.dataset.appReady = 'true';
    });
  };
  const app = (
    <StrictMode>
      <App services={services} onFirstCommit={onFirstCommit} />
    </StrictMode>
  );

  if (hydrate) {
    // The page is already painted from the server's HTML, with its data in the cache: what is
    // left to wait for is the screen's code and words, then React takes the HTML over, as a
    // transition (in interruptible slices) so the page stays responsive meanwhile.
    await firstScreen.ready;
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    // The first render waits for the first screen, or shows the shell with the page's spinners
    // after FIRST_SCREEN_WAIT_MS on a slow connection. As a transition, React builds it in
    // interruptible 5 ms slices rather than one long task.
    await settlesWithin(firstScreen.ready, FIRST_SCREEN_WAIT_MS);
    const root = createRoot(container);
    startTransition(() => {
      root.render(app);
    });
  }

  scheduleServiceWorkerCleanup();
}

void start();
