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
import type { Database } from '../../db/database';
import type { VerificationStatus } from '../../db/schema/profiles.tables';
import * as writes from './profile-writes';
import { verificationStatusOf } from './teacher-profile.queries';
import { readTeacherProfile } from './teacher-profile.service';

export type { VerificationChange } from './profile-writes';

/**
 * What other modules may ask of profiles. The profile tables are this module's to write
 * (src/server/db/table-owners.ts): others change them only through the operations below, each in
 * the caller's transaction.
 */
export interface ProfileFacade {
  /** The teacher's whole profile as its owner sees it (NOT_FOUND for a non-teacher). */
  teacherProfile(userId: string): Promise<TeacherProfile>;
  /** Whether the user is a tutor whose verification is DONE. */
  isVerifiedTutor(userId: string): Promise<boolean>;
  /** The empty profile of a new account's role (sign-up). */
  createEmpty(trx: Database, user: { id: string; role: string }, at: Date): Promise<void>;
  /** Moves the tutor's verification when it is in one of `from`; whether it moved. */
  moveVerification(
    trx: Database,
    userId: string,
    from: readonly VerificationStatus[],
    to: writes.VerificationChange,
    at: Date,
  ): Promise<boolean>;
  /**
   * Shows or hides the tutor in search; with `onlyVerified` an unverified tutor stays hidden.
   * Whether the row changed.
   */
  setSearchVisible(
    trx: Database,
    userId: string,
    visible: boolean,
    at: Date,
    options?: { onlyVerified?: boolean },
  ): Promise<boolean>;
  /** The tutor's working hours, saved with the schedule's week. */
  setWorkingHours(trx: Database, teacherId: string, hours: { from: string; to: string }, at: Date): Promise<void>;
  /** Counts one view of the tutor's public page. */
  countProfileView(tutorId: string): Promise<void>;
  /** Deletes every file the user uploaded (account deletion); their storage keys. */
  deleteFilesOf(trx: Database, userId: string): Promise<string[]>;
}

export interface ProfileModuleDeps {
  /** Phone numbers are confirmed with auth's one-time codes, and wrong codes counted by its limiter. */
  auth: AuthFacade;
  /** The upload limits of avatars, covers and videos. */
  settings: Pick<AccountSettings, 'maxImageBytes' | 'maxVideoBytes'>;
}

/**
 * The profile facade over `db`: what auth, settings, verification, requests, schedule, tutors and
 * the ledger read and write of profiles. Built once by app.ts before auth (sign-up writes the new
 * account's empty profile through it) and handed to the profile module.
 */
export function profileFacadeOf(db: Database): ProfileFacade {
  return {
    teacherProfile: (userId) => readTeacherProfile(db, userId),
    isVerifiedTutor: async (userId) => (await verificationStatusOf(db, userId)) === 'DONE',
    createEmpty: writes.insertEmptyProfile,
    moveVerification: writes.moveVerification,
    setSearchVisible: writes.setSearchVisible,
    setWorkingHours: writes.setWorkingHours,
    countProfileView: (tutorId) => writes.countProfileView(db, tutorId),
    deleteFilesOf: writes.deleteFilesOf,
  };
}

/**
 * Profiles: the signed-in user's profile and registration steps, the teacher profile and its
 * uploads, the public user pages and their files, and the facade other modules read and write
 * profiles through. `openRoutes` go under the open prefix; the others under the API prefix.
 */
export function createProfileModule(
  ctx: Pick<AppContext, 'db' | 'now' | 'log' | 'sms' | 'storage'>,
  deps: ProfileModuleDeps & { facade: ProfileFacade },
) {
  const profiles = createProfileService({ ...ctx, auth: deps.auth });
  const phones = createPhoneService({ ...ctx, auth: deps.auth }, profiles);
  const teachers = createTeacherProfileService({ ...ctx, auth: deps.auth });
  const uploads = createUploadsService({ ...ctx, settings: deps.settings });
  const users = createPublicUsersService(ctx);
  return {
    facade: deps.facade,
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
