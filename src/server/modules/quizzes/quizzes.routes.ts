import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { QuizCodeParams, QuizList, QuizListQuery, QuizRun, QuizSummary } from '../../../shared/contracts/quizzes';
import { optionalAuth } from '../../plugins/auth';
import { openQuizAttemptRoutes } from './quiz-attempts.routes';
import type { QuizAttemptsService } from './quiz-attempts.service';
import type { QuizCatalogueService } from './quiz-catalogue.service';

/** `/users/v1/open/quizzes`: no auth; a guest may browse and start a quiz. */
export const openQuizRoutes: FastifyPluginAsyncZod<{
  catalogue: QuizCatalogueService;
  attempts: QuizAttemptsService;
}> = async (app, { catalogue, attempts }) => {
  const tags = ['quizzes'];
  // A guest's attempt lives beside the open quizzes it runs.
  await app.register(openQuizAttemptRoutes, { attempts });

  app.get('/quizzes', { schema: { tags, querystring: QuizListQuery, response: { 200: QuizList } } }, async (request) =>
    catalogue.list(request.query, request.language),
  );

  app.get(
    '/quizzes/:code',
    // A signed-in viewer may open a quiz still in review (its author, admins, the author's students).
    { onRequest: optionalAuth, schema: { tags, params: QuizCodeParams, response: { 200: QuizSummary } } },
    async (request) => catalogue.info(request.params.code, request.language, request.user),
  );

  app.get(
    '/quizzes/:code/run',
    { onRequest: optionalAuth, schema: { tags, params: QuizCodeParams, response: { 200: QuizRun } } },
    async (request) => catalogue.run(request.params.code, request.language, request.user),
  );
};
