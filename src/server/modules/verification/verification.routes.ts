import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SearchVisibility, SearchVisibilityInput, VerificationState } from '../../../shared/contracts/accounts';
import type { VerificationService } from './verification.service';

/** The teacher's side of verification and the search visibility switch. */
export const verificationRoutes: FastifyPluginAsyncZod<{ verification: VerificationService }> = async (
  app,
  { verification },
) => {
  const tags = ['verification'];
  app.addHook('onRequest', app.requireRole('ROLE_TEACHER'));

  app.get('/verification', { schema: { tags, response: { 200: VerificationState } } }, async (request) =>
    verification.state(request.user!.id),
  );

  app.post('/verification', { schema: { tags, response: { 200: VerificationState } } }, async (request) =>
    verification.submit(request.user!.id),
  );

  app.put(
    '/profile/search-visibility',
    { schema: { tags, body: SearchVisibilityInput, response: { 200: SearchVisibility } } },
    async (request) => verification.setSearchVisibility(request.user!.id, request.body.visible),
  );
};
