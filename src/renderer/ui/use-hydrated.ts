import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => undefined;

/**
 * False while the page is rendered on the server and while the browser hydrates that HTML; true
 * from then on, and at once in a page the browser renders itself. A component that shows what
 * only the browser knows (local storage, cookies, the screen's size, the time zone) renders its
 * server-side look until this turns true, so the hydrated tree matches the server's HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}

/** The zone a server render shows dates and times in: the server cannot know the visitor's. */
export const SERVER_RENDER_TIME_ZONE = 'Europe/Kyiv';

/**
 * The time zone for Intl formats: the browser's own (undefined), except while server HTML is
 * hydrated, when it is Kyiv's, as on the server, so the hydrated text matches the HTML. Most
 * visitors are in Ukraine, for whom nothing changes once the page is live.
 */
export function useDisplayTimeZone(): string | undefined {
  return useHydrated() ? undefined : SERVER_RENDER_TIME_ZONE;
}
