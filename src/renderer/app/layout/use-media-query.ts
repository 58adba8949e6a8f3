import { useCallback, useSyncExternalStore } from 'react';
import { LAYOUT } from '../../../shared/constants';

/** Breakpoints: mobile 320–767, tablet 768–1024, desktop from 1025. */
export const MOBILE_QUERY = `(max-width: ${LAYOUT.mobileMax}px)`;
export const DESKTOP_QUERY = `(min-width: ${LAYOUT.tabletMax + 1}px)`;

/** Whether a media query matches now; re-renders when that changes. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
