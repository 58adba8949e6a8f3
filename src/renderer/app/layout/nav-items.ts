import type { ComponentType } from 'react';
import type { Role } from '../../../shared/enums';
import {
  CapIcon,
  CheckIcon,
  DashboardIcon,
  GridIcon,
  HeartIcon,
  HomeIcon,
  InfoIcon,
  SearchIcon,
  StepsIcon,
  UserIcon,
  WrenchIcon,
} from '../../ui';
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

// Lesson requests and schedule, for both signed-in roles.
const bookingItems: readonly NavItem[] = [
  { id: 'requests', labelKey: 'shell.nav.requests', pathname: PATHS.requests, icon: StepsIcon },
  { id: 'schedule', labelKey: 'shell.nav.schedule', pathname: PATHS.mySchedule, icon: GridIcon },
];
// Accounts: the own profile and settings for both roles; admins get verifications.
const profileItem: NavItem = {
  id: 'profile',
  labelKey: 'shell.nav.profile',
  pathname: PATHS.profileEdit,
  icon: UserIcon,
};
const settingsItem: NavItem = {
  id: 'settings',
  labelKey: 'shell.nav.settings',
  pathname: PATHS.settings,
  icon: WrenchIcon,
};
const adminMenu: readonly NavItem[] = [
  ...guestItems.slice(0, 1),
  { id: 'verifications', labelKey: 'shell.nav.verifications', pathname: PATHS.adminVerifications, icon: CheckIcon },
  settingsItem,
];
// My students and invites, for tutors.
const studentsItem: NavItem = {
  id: 'students',
  labelKey: 'shell.nav.students',
  pathname: PATHS.myStudents,
  icon: UserIcon,
};
const teacherMenu: readonly NavItem[] = [...teacherItems, ...bookingItems, studentsItem, profileItem, settingsItem];
// Favourites: a signed-in screen; guests keep theirs locally until they sign in.
const favouritesItem: NavItem = {
  id: 'favourites',
  labelKey: 'shell.nav.favourites',
  pathname: PATHS.favourites,
  icon: HeartIcon,
};
// A student's home is their dashboard: the landing's sections are not on it, so these
// entries lead to the screens themselves, and "become a tutor" (a guest's sign-up) is left out.
const studentDiscoveryItems: readonly NavItem[] = [
  ...guestItems.slice(0, 1),
  { id: 'find-tutor', labelKey: 'shell.nav.find-tutor', pathname: PATHS.search, icon: SearchIcon },
  { id: 'subjects', labelKey: 'shell.nav.subjects', pathname: PATHS.categories, icon: GridIcon },
];
const studentMenu: readonly NavItem[] = [
  ...studentDiscoveryItems,
  ...bookingItems,
  favouritesItem,
  profileItem,
  settingsItem,
];

// Exam practice: the tests for guests and students, results for students, authoring for teachers and admins.
const quizzesItem: NavItem = { id: 'quizzes', labelKey: 'shell.nav.quizzes', pathname: '/quizzes', icon: CheckIcon };
const quizResultsItem: NavItem = {
  id: 'quiz-results',
  labelKey: 'shell.nav.quiz-results',
  pathname: '/quiz-results',
  icon: DashboardIcon,
};
const quizAuthoringItem: NavItem = {
  id: 'quiz-authoring',
  labelKey: 'shell.nav.quiz-authoring',
  pathname: '/quiz-authoring',
  icon: WrenchIcon,
};
const guestMenu: readonly NavItem[] = [...guestItems, quizzesItem];
const studentQuizMenu: readonly NavItem[] = [...studentMenu, quizzesItem, quizResultsItem];
const teacherQuizMenu: readonly NavItem[] = [...teacherMenu, quizAuthoringItem];
const adminQuizMenu: readonly NavItem[] = [...adminMenu, quizAuthoringItem];

// Messenger and notifications: every signed-in role.
const liveItems: readonly NavItem[] = [
  { id: 'messages', labelKey: 'shell.nav.messages', pathname: PATHS.messages, icon: StepsIcon },
  { id: 'notifications', labelKey: 'shell.nav.notifications', pathname: PATHS.notifications, icon: InfoIcon },
];
const studentLiveMenu: readonly NavItem[] = [...studentQuizMenu, ...liveItems];
const teacherLiveMenu: readonly NavItem[] = [...teacherQuizMenu, ...liveItems];
const adminLiveMenu: readonly NavItem[] = [...adminQuizMenu, ...liveItems];

export function navItemsFor(role: Role | null | undefined): readonly NavItem[] {
  if (role === 'ROLE_TEACHER') return teacherLiveMenu;
  if (role === 'ROLE_ADMINISTRATOR') return adminLiveMenu;
  return role === 'ROLE_STUDENT' ? studentLiveMenu : guestMenu;
}

export function navItemHref(item: NavItem): string {
  return `${item.pathname}${item.hash ?? ''}`;
}
