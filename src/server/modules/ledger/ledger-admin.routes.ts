import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdjustmentInput, AdminBalance, UserIdParam } from '../../../shared/contracts/ledger';
import type { LedgerAdminService } from './ledger-admin.service';

/** `/users/v1/admin/balances`: administrators only. */
export const ledgerAdminRoutes: FastifyPluginAsyncZod<{ admin: LedgerAdminService }> = async (app, { admin }) => {
  const tags = ['admin'];
  const security = [{ bearerAuth: [] }];
  app.addHook('onRequest', app.requireRole('ROLE_ADMINISTRATOR'));

  app.get(
    '/balances/:userId',
    { schema: { tags, security, params: UserIdParam, response: { 200: AdminBalance } } },
    async (request) => admin.view(request.params.userId),
  );

  app.post(
    '/balances/:userId/adjustments',
    { schema: { tags, security, params: UserIdParam, body: AdjustmentInput, response: { 201: AdminBalance } } },
    async (request, reply) => {
      const answer = await admin.adjust(request.user!.id, request.params.userId, request.body);
      request.log.info(
        { adminId: request.user!.id, userId: request.params.userId, amountMinor: request.body.amountMinor },
        'ledger: manual adjustment',
      );
      return reply.code(answer.statusCode).send(answer.body);
    },
  );
};
