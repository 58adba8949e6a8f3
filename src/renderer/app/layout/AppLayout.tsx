import { memo, useEffect, useRef, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { LanguageSafeSuspense } from '../hydration/language-safe-suspense';
import { Spinner } from '../../ui';
import { CookieConsentBanner } from '../cookie-consent/CookieConsentBanner';
import { FooterLinks } from './FooterLinks';
import { Header } from './Header';
import { Sidebar } from './Sidebar';
import { useSidebar } from './use-sidebar';
import './header.css';
import './sidebar.css';
import './layout.css';

const SIDEBAR_ID = 'app-sidebar';
const MAIN_ID = 'main-content';

/** Focuses main without adding '#main-content' to the URL, which the router would treat as a route hash. */
function skipToContent(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  document.getElementById(MAIN_ID)?.focus();
}

export function RouteFallback() {
  const { t } = useTranslation('app');
  return (
    <div className="route-fallback">
      <Spinner size="lg" label={t('shell.loading.route')} />
    </div>
  );
}

/** The shell around every screen: skip link, header, sidebar, main, footer, cookie banner. */
export function AppLayout() {
  const { t } = useTranslation('app');
  const sidebar = useSidebar();
  const toggleRef = useRef<HTMLButtonElement>(null);

  const mode = sidebar.isMobile ? 'drawer' : sidebar.open ? 'open' : 'collapsed';
  return (
    <div className="app-shell" data-sidebar={mode}>
      <a className="skip-link" href={`#${MAIN_ID}`} onClick={skipToContent}>
        {t('shell.skip-link.label')}
      </a>
      <Header sidebar={sidebar} sidebarId={SIDEBAR_ID} toggleRef={toggleRef} />
      <Sidebar id={SIDEBAR_ID} sidebar={sidebar} toggleRef={toggleRef} />
      <AppContent />
      <CookieConsentBanner />
    </div>
  );
}

/**
 * The screen and the footer. Memoised, with no props, so that the layout's own renders (the
 * sidebar's state; right after hydration, the render React forces on the layout because
 * useHydrated and the media query turn to the browser's values) do not render the whole screen
 * again: on a phone that was one blocking task of ~40 ms of main thread.
 */
const AppContent = memo(function AppContent() {
  const { t } = useTranslation('app');
  const { pathname } = useLocation();

  // A new screen starts at the top; in-page sections (#search) are scrolled to by their page.
  // Braces matter: recent Chromium returns a Promise from scrollTo, which React would take for
  // an effect's clean-up function.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <div className="app-content">
      <main id={MAIN_ID} tabIndex={-1} className="app-main">
        <LanguageSafeSuspense fallback={<RouteFallback />}>
          <Outlet />
        </LanguageSafeSuspense>
      </main>
      <footer className="app-footer">
        <FooterLinks />
        <p>{t('shell.footer.copyright', { year: new Date().getFullYear() })}</p>
      </footer>
    </div>
  );
});
