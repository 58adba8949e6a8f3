import type { TeacherProfile } from '../../../shared/contracts/accounts';
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

/**
 * The profile module's face: what auth, settings, verification, requests, schedule, tutors and
 * the ledger read and write of profiles. Its routes are still wired by app.ts from the routes files.
 */
export function createProfileModule(deps: { db: Database }) {
  const facade: ProfileFacade = {
    teacherProfile: (userId) => readTeacherProfile(deps.db, userId),
    isVerifiedTutor: async (userId) => (await verificationStatusOf(deps.db, userId)) === 'DONE',
    createEmpty: writes.insertEmptyProfile,
    moveVerification: writes.moveVerification,
    setSearchVisible: writes.setSearchVisible,
    setWorkingHours: writes.setWorkingHours,
    countProfileView: (tutorId) => writes.countProfileView(deps.db, tutorId),
    deleteFilesOf: writes.deleteFilesOf,
  };
  return { facade };
}
export type ProfileModule = ReturnType<typeof createProfileModule>;
