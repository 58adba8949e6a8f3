import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { STORAGE_KEYS } from '../../../shared/storage-keys';
import { browserStorage, type SafeStorage } from '../../platform/storage';
import { useHydrated } from '../../ui';
import { sidebarOpenHint, storeSidebarHint } from '../hydration/render-hints';
import { useDocumentCookies } from '../hydration/request-cookies';
import { MOBILE_QUERY, useMediaQuery } from './use-media-query';

/*
 * The sidebar is 277 px open and 80 px collapsed, open by default, and the choice is
 * remembered locally (`sidebarOpen`). On phones there is no room for a column, so the same
 * navigation becomes an off-canvas drawer that starts closed and never touches the stored choice.
 */

const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';

export function readSidebarOpen(storage: SafeStorage): boolean {
  return storage.getJson(STORAGE_KEYS.sidebarOpen, isBoolean) ?? true;
}

export interface SidebarState {
  isMobile: boolean;
  /** Desktop and tablet: the column is wide (277 px) rather than collapsed (80 px). */
  open: boolean;
  /** Mobile: the drawer is showing. */
  drawerOpen: boolean;
  /** Collapses/expands the column, or opens/closes the drawer on mobile. */
  toggle: () => void;
  closeDrawer: () => void;
}

export function useSidebar(storage: SafeStorage = browserStorage): SidebarState {
  const isMobile = useMediaQuery(MOBILE_QUERY);
  // A server-rendered page shows the column as the hint cookie says (the server cannot read
  // local storage; render-hints.ts keeps the cookie in step); the stored choice applies once the
  // page is live, so the hydrated tree matches the HTML. Toggling keeps the choice in state.
  const hydrated = useHydrated();
  const cookies = useDocumentCookies();
  const [toggled, setToggled] = useState<boolean | null>(null);
  const open = toggled ?? (hydrated ? readSidebarOpen(storage) : sidebarOpenHint(cookies));
  const [drawerOpen, setDrawerOpen] = useState(false);
  const location = useLocation();

  // Following a link in the drawer closes it; so does growing past the mobile breakpoint.
  useEffect(() => {
    setDrawerOpen(false);
  }, [location.key, isMobile]);

  const toggle = useCallback(() => {
    if (isMobile) {
      setDrawerOpen((value) => !value);
      return;
    }
    storage.setJson(STORAGE_KEYS.sidebarOpen, !open);
    storeSidebarHint(document, !open);
    setToggled(!open);
  }, [isMobile, open, storage]);

  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  // One object while nothing in it changes, so the memoised header and sidebar skip the render
  // React forces on the layout right after hydration (useHydrated and the media query turn to
  // the browser's values then, usually without changing what the sidebar shows).
  return useMemo(
    () => ({ isMobile, open, drawerOpen, toggle, closeDrawer }),
    [isMobile, open, drawerOpen, toggle, closeDrawer],
  );
}
