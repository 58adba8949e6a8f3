import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { QuizApprovalList, QuizApprovalQuery, QuizApprovalState, QuizIdParams } from '../../../shared/contracts/quizzes';
import type { QuizApprovalService } from './quiz-approval.service';

/** `/users/v1/admin/quizzes`: admins approve tutors' quizzes for the public catalogue. */
export const quizApprovalRoutes: FastifyPluginAsyncZod<{ approvals: QuizApprovalService }> = async (
  app,
  { approvals },
) => {
  const tags = ['admin'];
  const security = [{ bearerAuth: [] }];
  app.addHook('onRequest', app.requireRole('ROLE_ADMINISTRATOR'));

  app.get(
    '/quizzes',
    { schema: { tags, security, querystring: QuizApprovalQuery, response: { 200: QuizApprovalList } } },
    async (request) =>
      approvals.list(request.query.approvalStatus, request.query.limit, request.query.offset, request.language),
  );

  app.post(
    '/quizzes/:quizId/approve',
    { schema: { tags, security, params: QuizIdParams, response: { 200: QuizApprovalState } } },
    async (request) => approvals.approve(request.params.quizId),
  );

  app.post(
    '/quizzes/:quizId/decline',
    { schema: { tags, security, params: QuizIdParams, response: { 200: QuizApprovalState } } },
    async (request) => approvals.decline(request.params.quizId),
  );
};
