import type { Role } from '../../shared/enums';
import { LOGOUT_PATH } from '../api';

/*
 * Paths the shell links to. Only '/', '/user/profile' and '/logout' are fixed; the rest are
 * our choices and the features that own those screens add their routes under the same names.
 */
export const PATHS = {
  home: '/',
  /** Teacher home. */
  teacherHome: '/user/profile',
  /** Forced when a session has expired. */
  logout: LOGOUT_PATH,
  login: '/login',
  register: '/register',
  /** Accounts: signup email code, password reset, registration steps, profile, settings, admin. */
  signupCode: '/signup/code',
  forgotPassword: '/password/forgot',
  resetPassword: '/password/reset',
  registration: '/registration',
  profileEdit: '/user/profile/edit',
  settings: '/settings',
  adminVerifications: '/admin/verifications',
  adminBalances: '/admin/balances',
  search: '/search',
  /** Tutor details; the same prefix as the server's SEO links (shared/contracts/discovery/paths.ts). */
  tutor: '/tutor/:id',
  /**
   * User details (the path is ours, next to /user/profile; '/users/…' is the API's): a
   * student's page, while a tutor's id goes on to /tutor/:id.
   */
  userDetails: '/user/:id',
  favourites: '/favourites',
  /** Lesson request to one tutor (two steps); the tutor page links here. */
  lessonRequest: '/tutor/:id/request',
  /** Lesson requests page, public request survey, schedule and lesson creation (paths are ours). */
  requests: '/requests',
  publicRequest: '/requests/new',
  mySchedule: '/schedule',
  scheduleEditor: '/schedule/edit',
  createLesson: '/lessons/new',
  /** My students and the invite accept page (paths are ours). */
  myStudents: '/students',
  lessonHomework: '/lessons/:id/homework',
  acceptInvite: '/invites/:token',
  /** A lesson's meeting room (the path is ours). */
  meeting: '/lessons/:id/meeting',
  /** Messenger; `?with=<userId>` opens the chat with that person. */
  messages: '/messages',
  /** Notifications list (the path is ours). */
  notifications: '/notifications',
  error: '/error/:variant',
  /* Public pages (no paths are fixed for them; these are ours). */
  categories: '/categories',
  faq: '/faq',
  feedback: '/feedback',
  privacy: '/privacy',
  termsStudents: '/terms/students',
  termsTeachers: '/terms/teachers',
} as const;

/** "Home target is /user/profile for teachers and / for others." */
export function homePathFor(role: Role | null | undefined): string {
  return role === 'ROLE_TEACHER' ? PATHS.teacherHome : PATHS.home;
}

/** A lesson's meeting room: lesson pages and notifications link here. */
export function meetingPath(lessonId: string): string {
  return PATHS.meeting.replace(':id', encodeURIComponent(lessonId));
}

/** The user details screen of one user. */
export function userPath(id: string): string {
  return PATHS.userDetails.replace(':id', encodeURIComponent(id));
}

/** Search results for one subject. */
export function searchPath(subjectCode: string): string {
  return `${PATHS.search}?${new URLSearchParams({ subject: subjectCode }).toString()}`;
}
