import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  Availability,
  PhoneCodeInput,
  PhoneCodeSent,
  PhoneInput,
  Profile,
  ProfileInfoInput,
  SkillsInput,
  StudentProfile,
  StudentProfileInput,
} from '../../../shared/contracts/accounts';
import type { PhoneService } from './phone.service';
import type { ProfileService } from './profile.service';

/** The signed-in user's profile, registration steps and student profile. */
export const profileRoutes: FastifyPluginAsyncZod<{ profiles: ProfileService; phones: PhoneService }> = async (
  app,
  { profiles, phones },
) => {
  const tags = ['profile'];
  app.addHook('onRequest', app.authenticate);
  const me = (request: { user: { id: string } | null }) => request.user!.id;

  app.get('/profile', { schema: { tags, response: { 200: Profile } } }, async (request) =>
    profiles.current(me(request)),
  );

  app.put(
    '/profile/setup/profile-info',
    { schema: { tags, body: ProfileInfoInput, response: { 200: Profile } } },
    async (request) => profiles.saveProfileInfo(me(request), request.body),
  );

  app.post(
    '/profile/phone/validation',
    { schema: { tags, body: PhoneInput, response: { 200: Availability } } },
    async (request) => phones.assertAvailable(me(request), request.body.phoneNumber),
  );

  app.post(
    '/profile/phone-code',
    { schema: { tags, body: PhoneInput, response: { 200: PhoneCodeSent } } },
    async (request) => phones.sendCode(me(request), request.body.phoneNumber),
  );

  app.post('/profile/phone', { schema: { tags, body: PhoneCodeInput, response: { 200: Profile } } }, async (request) =>
    phones.confirm(me(request), request.body.phoneNumber, request.body.code, request.ip),
  );

  app.put(
    '/profile/setup/skills',
    { schema: { tags, body: SkillsInput, response: { 200: Profile } } },
    async (request) => profiles.saveSkills(me(request), request.body),
  );

  const studentOnly = { onRequest: app.requireRole('ROLE_STUDENT') };
  app.get(
    '/profile/student',
    { ...studentOnly, schema: { tags, response: { 200: StudentProfile } } },
    async (request) => profiles.studentProfile(me(request)),
  );
  app.put(
    '/profile/student',
    { ...studentOnly, schema: { tags, body: StudentProfileInput, response: { 200: StudentProfile } } },
    async (request) => profiles.saveStudentProfile(me(request), request.body),
  );
};
