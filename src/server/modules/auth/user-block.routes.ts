import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { UserBlockParams, UserBlockState } from '../../../shared/contracts/accounts';
import type { UserBlockService } from './user-block.service';

/** Admin: block and unblock an account. */
export const userBlockRoutes: FastifyPluginAsyncZod<{ blocks: UserBlockService }> = async (app, { blocks }) => {
  const tags = ['admin'];
  app.addHook('onRequest', app.requireRole('ROLE_ADMINISTRATOR'));

  app.post(
    '/users/:userId/block',
    { schema: { tags, params: UserBlockParams, response: { 200: UserBlockState } } },
    async (request) => blocks.block(request.params.userId, request.user!.id),
  );

  app.post(
    '/users/:userId/unblock',
    { schema: { tags, params: UserBlockParams, response: { 200: UserBlockState } } },
    async (request) => blocks.unblock(request.params.userId, request.user!.id),
  );
};
