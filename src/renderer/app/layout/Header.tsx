import { lazy, memo, Suspense, type Ref } from 'react';
import { getI18n, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClassName, CloseIcon, IconButton, MenuIcon, ChevronLeftIcon } from '../../ui';
import { homePathFor, PATHS } from '../paths';
import { displayName, useSession } from '../session/use-session';
import { LanguageSwitcher } from './LanguageSwitcher';
import { Logo } from './Logo';
import type { SidebarState } from './use-sidebar';

/**
 * Messages and notifications badges: a chunk of their own, loaded with their words for
 * signed-in users only, so a guest's first page carries none of it.
 */
const HeaderIndicators = lazy(async () => {
  const [module] = await Promise.all([
    import('../../features/notifications/HeaderIndicators'),
    getI18n()?.loadNamespaces('notifications'),
  ]);
  return { default: module.HeaderIndicators };
});

export interface HeaderProps {
  sidebar: SidebarState;
  sidebarId: string;
  toggleRef: Ref<HTMLButtonElement>;
}

/**
 * The top bar (63 px on mobile, 54 px otherwise; heights live in tokens.css). Memoised:
 * it renders again only when the sidebar's state or the session changes, not with every render
 * of the layout around it.
 */
export const Header = memo(function Header({ sidebar, sidebarId, toggleRef }: HeaderProps) {
  const { t } = useTranslation('app');
  const session = useSession();
  const name = displayName(session);
  const expanded = sidebar.isMobile ? sidebar.drawerOpen : sidebar.open;
  const toggleLabel = sidebar.isMobile
    ? t(sidebar.drawerOpen ? 'shell.header.menu-close' : 'shell.header.menu-open')
    : t(sidebar.open ? 'shell.header.menu-collapse' : 'shell.header.menu-expand');
  // Both looks are in the markup and CSS shows the one for the screen's width: a page rendered
  // on the server cannot know it, and a phone would otherwise show the column's chevron until
  // the page is live.
  const toggleIcon = (
    <>
      <span className="app-header__toggle-icon app-header__toggle-icon--column">
        {sidebar.open ? <ChevronLeftIcon /> : <MenuIcon />}
      </span>
      <span className="app-header__toggle-icon app-header__toggle-icon--drawer">
        {sidebar.drawerOpen ? <CloseIcon /> : <MenuIcon />}
      </span>
    </>
  );

  return (
    <header className="app-header">
      <div className="app-header__start">
        <IconButton
          ref={toggleRef}
          label={toggleLabel}
          icon={toggleIcon}
          aria-expanded={expanded}
          aria-controls={sidebarId}
          onClick={sidebar.toggle}
        />
        <Logo to={homePathFor(session?.role)} />
      </div>
      {session?.role !== 'ROLE_TEACHER' ? (
        <nav className="app-header__nav" aria-label={t('shell.nav.quick-label')}>
          {/* Signed in, '/' is no longer the landing with its search section. */}
          <Link to={session ? PATHS.search : { pathname: PATHS.home, hash: '#search' }} className="app-header__link">
            {t('shell.nav.find-tutor')}
          </Link>
          {/* Becoming a tutor means signing up: it leads somewhere only for a guest. */}
          {session ? null : (
            <Link to={{ pathname: PATHS.home, hash: '#become-tutor' }} className="app-header__link">
              {t('shell.nav.become-tutor')}
            </Link>
          )}
        </nav>
      ) : null}
      <div className="app-header__end">
        <LanguageSwitcher />
        {session ? (
          <>
            <Suspense fallback={null}>
              <HeaderIndicators />
            </Suspense>
            {name ? (
              <span className="app-header__user" title={t('shell.header.signed-in-as', { name })}>
                <span className="app-header__avatar" aria-hidden="true">
                  {name.charAt(0)}
                </span>
                <span className="app-header__user-name">{name}</span>
              </span>
            ) : null}
            <Link to={PATHS.logout} className={buttonClassName('secondary', 'sm')}>
              {t('shell.header.sign-out')}
            </Link>
          </>
        ) : (
          <Link to={PATHS.login} className={buttonClassName('primary', 'sm')}>
            {t('shell.header.sign-in')}
          </Link>
        )}
      </div>
    </header>
  );
});
