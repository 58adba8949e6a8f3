import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DeclineVerificationInput,
  TeacherIdParams,
  TeacherProfile,
  VerificationList,
  VerificationListQuery,
  VerificationState,
} from '../../../shared/contracts/accounts';
import type { ProfileFacade } from '../profile/profile.module';
import type { VerificationService } from './verification.service';

/** The admin verifications screen (6 "admin paths exist (verifications, …)"). */
export const verificationAdminRoutes: FastifyPluginAsyncZod<{
  verification: VerificationService;
  profiles: ProfileFacade;
}> = async (app, { verification, profiles }) => {
  const tags = ['admin'];
  app.addHook('onRequest', app.requireRole('ROLE_ADMINISTRATOR'));

  app.get(
    '/verifications',
    { schema: { tags, querystring: VerificationListQuery, response: { 200: VerificationList } } },
    async (request) =>
      verification.list(request.query.approvalStatus, request.query.limit, request.query.offset, request.language),
  );

  app.get(
    '/verifications/:userId',
    { schema: { tags, params: TeacherIdParams, response: { 200: TeacherProfile } } },
    async (request) => profiles.teacherProfile(request.params.userId),
  );

  app.post(
    '/verifications/:userId/approve',
    { schema: { tags, params: TeacherIdParams, response: { 200: VerificationState } } },
    async (request) => verification.approve(request.params.userId),
  );

  app.post(
    '/verifications/:userId/decline',
    { schema: { tags, params: TeacherIdParams, body: DeclineVerificationInput, response: { 200: VerificationState } } },
    async (request) => verification.decline(request.params.userId, request.body.reason, request.body.status),
  );
};
