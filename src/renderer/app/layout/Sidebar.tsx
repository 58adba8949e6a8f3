import { memo, useEffect, useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useSession } from '../session/use-session';
import { navItemHref, navItemsFor, type NavItem } from './nav-items';
import type { SidebarState } from './use-sidebar';

export interface SidebarProps {
  id: string;
  sidebar: SidebarState;
  /** The header's toggle, which gets focus back when the drawer closes from the keyboard. */
  toggleRef: RefObject<HTMLButtonElement | null>;
}

function isCurrent(item: NavItem, pathname: string, hash: string): boolean {
  return item.pathname === pathname && (item.hash ?? '') === hash;
}

/**
 * Main navigation: a 277/80 px column on tablet and desktop, an off-canvas drawer on mobile.
 * Memoised like the header: it renders again when the sidebar's state, the session or the
 * location changes.
 */
export const Sidebar = memo(function Sidebar({ id, sidebar, toggleRef }: SidebarProps) {
  const { t } = useTranslation('app');
  const session = useSession();
  const { pathname, hash } = useLocation();
  const navRef = useRef<HTMLElement>(null);
  const { isMobile, drawerOpen, closeDrawer } = sidebar;
  const collapsed = !isMobile && !sidebar.open;
  const hiddenDrawer = isMobile && !drawerOpen;

  useEffect(() => {
    if (!isMobile || !drawerOpen) return;
    navRef.current?.querySelector<HTMLElement>('a')?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      closeDrawer();
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isMobile, drawerOpen, closeDrawer, toggleRef]);

  const className = [
    'sidebar',
    isMobile ? 'sidebar--drawer' : collapsed ? 'sidebar--collapsed' : 'sidebar--open',
    drawerOpen ? 'sidebar--drawer-open' : '',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <>
      {isMobile && drawerOpen ? <div className="sidebar-backdrop" aria-hidden="true" onClick={closeDrawer} /> : null}
      {/* `inert` keeps a closed drawer's links out of the tab order and the accessibility tree. */}
      <aside id={id} className={className} inert={hiddenDrawer}>
        <nav ref={navRef} aria-label={t('shell.nav.label')} className="sidebar__nav">
          <ul className="sidebar__list">
            {navItemsFor(session?.role).map((item) => {
              const Icon = item.icon;
              const label = t(item.labelKey);
              return (
                <li key={item.id}>
                  <Link
                    to={navItemHref(item)}
                    className="sidebar__link"
                    aria-current={isCurrent(item, pathname, hash) ? 'page' : undefined}
                    title={collapsed ? label : undefined}
                  >
                    <Icon size={22} />
                    <span className={collapsed ? 'visually-hidden' : 'sidebar__label'}>{label}</span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
      </aside>
    </>
  );
});
