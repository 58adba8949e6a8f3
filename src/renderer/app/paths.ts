import type { Role } from '../../shared/enums';
import { LOGOUT_PATH } from '../api';

/*
 * Paths the shell links to. Spec 2 shows only '/', '/user/profile' and '/logout'; the rest are
 * our choices and the features that own those screens add their routes under the same names.
 */
export const PATHS = {
  home: '/',
  /** Teacher home (spec 2). */
  teacherHome: '/user/profile',
  /** Forced when a session has expired (spec 2 and 8). */
  logout: LOGOUT_PATH,
  login: '/login',
  register: '/register',
  search: '/search',
  error: '/error/:variant',
} as const;

/** Spec 2: "Home target is /user/profile for teachers and / for others." */
export function homePathFor(role: Role | null | undefined): string {
  return role === 'ROLE_TEACHER' ? PATHS.teacherHome : PATHS.home;
}

/** Search results for one subject. */
export function searchPath(subjectCode: string): string {
  return `${PATHS.search}?${new URLSearchParams({ subject: subjectCode }).toString()}`;
}
