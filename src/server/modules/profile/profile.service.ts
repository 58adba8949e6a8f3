import type { z } from 'zod';
import type {
  Profile,
  ProfileInfoInput,
  SkillsInput,
  StudentProfile,
  StudentProfileInput,
} from '../../../shared/contracts/accounts';
import { isStepReachable, stepAfter, type RegistrationStep } from '../../../shared/contracts/accounts';
import { AppError } from '../../../shared/errors';
import type { AppContext } from '../../app-context';
import type { AuthFacade } from '../auth/auth.module';
import * as q from './profile.queries';
import { assertReferencesExist } from './reference-checks';

/** Profile of the signed-in user and the registration steps PROFILE_INFO and SKILLS. */
export function createProfileService(deps: Pick<AppContext, 'db' | 'now'> & { auth: AuthFacade }) {
  /** The caller's profile; a deleted account's still-valid access token gets 401. */
  async function current(userId: string): Promise<Profile> {
    const profile = await q.readProfile(deps.db, userId);
    if (!profile) throw new AppError('UNAUTHORIZED');
    return profile;
  }

  function assertReachable(profile: Profile, step: RegistrationStep): void {
    if (!isStepReachable(profile.registrationStep, step)) {
      throw new AppError('WRONG_REGISTRATION_STEP', { registrationStep: profile.registrationStep });
    }
  }

  return {
    current,
    assertReachable,

    async saveProfileInfo(userId: string, input: z.output<typeof ProfileInfoInput>): Promise<Profile> {
      const profile = await current(userId);
      assertReachable(profile, 'PROFILE_INFO');
      await assertReferencesExist(deps.db, { countryCode: input.countryCode, cityCode: input.cityCode });
      const at = new Date(deps.now());
      const isTeacher = profile.role === 'ROLE_TEACHER';
      await deps.db.transaction().execute(async (trx) => {
        await deps.auth.updateAccount(
          trx,
          userId,
          {
            first_name: input.firstName,
            last_name: input.lastName,
            middle_name: input.middleName,
            gender: input.gender ?? null,
            registration_step: stepAfter(profile.registrationStep, 'PROFILE_INFO'),
            // A student's city is the one they search in.
            ...(isTeacher ? {} : { search_city_code: input.cityCode ?? null }),
          },
          at,
        );
        if (isTeacher) {
          await q.updateTeacherPlace(
            trx,
            userId,
            {
              date_of_birth: input.dateOfBirth ?? null,
              country_code: input.countryCode?.toUpperCase() ?? null,
              city_code: input.cityCode ?? null,
            },
            at,
          );
        }
      });
      return current(userId);
    },

    /** Step SKILLS: what a teacher teaches, or what a student wants to learn; then COMPLETE. */
    async saveSkills(userId: string, input: z.output<typeof SkillsInput>): Promise<Profile> {
      const profile = await current(userId);
      assertReachable(profile, 'SKILLS');
      await assertReferencesExist(deps.db, { skills: input.skills });
      const at = new Date(deps.now());
      await deps.db.transaction().execute(async (trx) => {
        if (profile.role === 'ROLE_TEACHER') await q.replaceTeacherSkills(trx, userId, input.skills);
        else if (profile.role === 'ROLE_STUDENT')
          await q.updateStudentInterests(trx, userId, [...new Set(input.skills)], at);
        await deps.auth.updateAccount(
          trx,
          userId,
          { registration_step: stepAfter(profile.registrationStep, 'SKILLS') },
          at,
        );
      });
      return current(userId);
    },

    async studentProfile(userId: string): Promise<StudentProfile> {
      const row = await q.readStudentProfile(deps.db, userId);
      if (!row) throw new AppError('NOT_FOUND');
      return {
        userId: row.id,
        firstName: row.first_name,
        lastName: row.last_name,
        middleName: row.middle_name,
        email: row.email,
        phoneNumber: row.phone_number,
        emailVerified: row.email_verified,
        active: row.active,
        interests: row.interests,
        avatarId: row.avatar_file_id,
        gender: row.gender,
        searchCategoryCode: row.search_category_code,
        searchCityCode: row.search_city_code,
      };
    },

    async saveStudentProfile(userId: string, input: z.output<typeof StudentProfileInput>): Promise<StudentProfile> {
      await assertReferencesExist(deps.db, {
        skills: input.interests,
        skillsField: 'interests',
        cityCode: input.searchCityCode,
        searchCategoryCode: input.searchCategoryCode,
      });
      const at = new Date(deps.now());
      await deps.db.transaction().execute(async (trx) => {
        await deps.auth.updateAccount(
          trx,
          userId,
          {
            first_name: input.firstName,
            last_name: input.lastName,
            middle_name: input.middleName,
            gender: input.gender ?? null,
            search_category_code: input.searchCategoryCode ?? null,
            search_city_code: input.searchCityCode ?? null,
          },
          at,
        );
        await q.updateStudentInterests(trx, userId, [...new Set(input.interests)], at);
      });
      return this.studentProfile(userId);
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
