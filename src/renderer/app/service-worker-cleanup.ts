import { TIMINGS } from '../../shared/constants';

/*
 * "Service-worker unregistration runs 1 second after load." The product ships no
 * service worker; this removes any left by an earlier deployment on the same origin, which
 * would otherwise keep serving stale chunks. Delayed so it never competes with the first paint.
 */
export function scheduleServiceWorkerCleanup(win: Window = window): void {
  const run = () => {
    win.setTimeout(() => {
      const container = win.navigator.serviceWorker;
      if (!container) return;
      container
        .getRegistrations()
        .then((registrations) => Promise.all(registrations.map((registration) => registration.unregister())))
        .catch((error: unknown) => console.warn('Could not unregister service workers', error));
    }, TIMINGS.serviceWorkerUnregisterMs);
  };
  if (win.document.readyState === 'complete') run();
  else win.addEventListener('load', run, { once: true });
}
