import type { ComponentType } from 'react';
import type { Role } from '../../../shared/enums';
import { CapIcon, DashboardIcon, GridIcon, HomeIcon, SearchIcon, StepsIcon } from '../../ui';
import { PATHS } from '../paths';

/*
 * The sidebar's entries per role. Only screens that exist are listed; each feature adds its
 * own entry here when its route lands, so the menu never leads to a dead end.
 */

export interface NavItem {
  id: string;
  /** Key in the `app` namespace. */
  labelKey: string;
  pathname: string;
  /** A section of the page, e.g. '#search' on the home page. */
  hash?: string;
  icon: ComponentType<{ size?: number }>;
}

const guestItems: readonly NavItem[] = [
  { id: 'home', labelKey: 'shell.nav.home', pathname: PATHS.home, icon: HomeIcon },
  { id: 'find-tutor', labelKey: 'shell.nav.find-tutor', pathname: PATHS.home, hash: '#search', icon: SearchIcon },
  { id: 'subjects', labelKey: 'shell.nav.subjects', pathname: PATHS.home, hash: '#subjects', icon: GridIcon },
  {
    id: 'how-it-works',
    labelKey: 'shell.nav.how-it-works',
    pathname: PATHS.home,
    hash: '#how-it-works',
    icon: StepsIcon,
  },
  {
    id: 'become-tutor',
    labelKey: 'shell.nav.become-tutor',
    pathname: PATHS.home,
    hash: '#become-tutor',
    icon: CapIcon,
  },
];

const teacherItems: readonly NavItem[] = [
  { id: 'dashboard', labelKey: 'shell.nav.dashboard', pathname: PATHS.teacherHome, icon: DashboardIcon },
];

export function navItemsFor(role: Role | null | undefined): readonly NavItem[] {
  return role === 'ROLE_TEACHER' ? teacherItems : guestItems;
}

export function navItemHref(item: NavItem): string {
  return `${item.pathname}${item.hash ?? ''}`;
}
