import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { getSession, installGlobalErrorReporting } from './api';
import { App, createAppServices } from './app/App';
import { prepareFirstScreen } from './app/first-screen';
import { scheduleServiceWorkerCleanup } from './app/service-worker-cleanup';
import { createI18n, currentLanguage } from './i18n';
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

async function start() {
  // Spec 7: uncaught errors and unhandled rejections are posted to the exception endpoint.
  installGlobalErrorReporting();

  // Awaited before the first render, so it is already in the stored language and <html lang> is
  // set (index.html says uk; English loads as one small chunk when it is the stored choice).
  const i18n = await createI18n();
  await yieldToBrowser();
  const services = createAppServices(i18n);

  // The landing page's code, words and data are requested side by side, and the first render
  // waits for them (app/first-screen.ts); on a slow connection the shell shows with the page's
  // spinners after FIRST_SCREEN_WAIT_MS instead.
  const firstScreen = prepareFirstScreen(services.router.state.matches, services.queryClient, {
    apiClient: services.apiClient,
    language: currentLanguage(i18n),
    searchParams: new URLSearchParams(window.location.search),
    signedIn: getSession() !== null,
  });
  await Promise.race([firstScreen.ready, new Promise((resolve) => setTimeout(resolve, FIRST_SCREEN_WAIT_MS))]);

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  // As a transition, React builds the first screen in interruptible 5 ms slices rather than one
  // long task, so the page stays responsive to input while it renders.
  const root = createRoot(container);
  startTransition(() => {
    root.render(
      <StrictMode>
        <App services={services} onFirstCommit={firstScreen.release} />
      </StrictMode>,
    );
  });

  scheduleServiceWorkerCleanup();
}

void start();
