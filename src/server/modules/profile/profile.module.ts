import type { TeacherProfile } from '../../../shared/contracts/accounts';
import type { AppContext } from '../../app-context';
import type { AccountSettings } from '../../settings-defaults';
import type { AuthFacade } from '../auth/auth.module';
import { createPhoneService } from './phone.service';
import { profileRoutes } from './profile.routes';
import { createProfileService } from './profile.service';
import { openUserRoutes, userDetailsRoutes } from './public-users.routes';
import { createPublicUsersService } from './public-users.service';
import { teacherProfileRoutes } from './teacher-profile.routes';
import { createTeacherProfileService } from './teacher-profile.service';
import { createUploadsService } from './uploads.service';

/** What other modules may ask of profiles. */
export interface ProfileFacade {
  /** The teacher's whole profile as its owner sees it (NOT_FOUND for a non-teacher). */
  teacherProfile(userId: string): Promise<TeacherProfile>;
}

export interface ProfileModuleDeps {
  /** Phone numbers are confirmed with auth's one-time codes, and wrong codes counted by its limiter. */
  auth: AuthFacade;
  /** The upload limits of avatars, covers and videos. */
  settings: Pick<AccountSettings, 'maxImageBytes' | 'maxVideoBytes'>;
}

/**
 * Profiles: the signed-in user's profile and registration steps, the teacher profile and its
 * uploads, the public user pages and their files, and the facade requests and verification read
 * a tutor's profile through. `openRoutes` go under the open prefix; the others under the API prefix.
 */
export function createProfileModule(
  ctx: Pick<AppContext, 'db' | 'now' | 'log' | 'sms' | 'storage'>,
  deps: ProfileModuleDeps,
) {
  const profiles = createProfileService(ctx);
  const phones = createPhoneService({ ...ctx, auth: deps.auth }, profiles);
  const teachers = createTeacherProfileService(ctx);
  const uploads = createUploadsService({ ...ctx, settings: deps.settings });
  const users = createPublicUsersService(ctx);
  const facade: ProfileFacade = { teacherProfile: teachers.read };
  return {
    facade,
    routes: profileRoutes,
    routeOptions: { profiles, phones },
    teacherRoutes: teacherProfileRoutes,
    teacherRouteOptions: { teachers, uploads, settings: deps.settings },
    userRoutes: userDetailsRoutes,
    userRouteOptions: { users },
    openRoutes: openUserRoutes,
    openRouteOptions: { users, deps: { db: ctx.db, storage: ctx.storage, settings: deps.settings } },
  };
}
export type ProfileModule = ReturnType<typeof createProfileModule>;
