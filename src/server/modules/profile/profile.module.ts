import type { TeacherProfile } from '../../../shared/contracts/accounts';
import type { AccountsDeps } from '../auth/auth.module';
import { createTeacherProfileService } from './teacher-profile.service';

/** What other modules may ask of profiles. */
export interface ProfileFacade {
  /** The teacher's whole profile as its owner sees it (NOT_FOUND for a non-teacher). */
  teacherProfile(userId: string): Promise<TeacherProfile>;
}

/**
 * The profile module's face: what requests and verification read of a tutor's profile.
 * Its routes are still wired by app.ts from the routes files.
 */
export function createProfileModule(deps: Pick<AccountsDeps, 'db' | 'now'>) {
  const teachers = createTeacherProfileService(deps);
  const facade: ProfileFacade = { teacherProfile: teachers.read };
  return { facade };
}
export type ProfileModule = ReturnType<typeof createProfileModule>;
