import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ClaimQuizAttempt,
  FinishQuizResult,
  MyQuizResults,
  MyQuizResultsQuery,
  QuizAttempt,
  QuizResultIdParams,
  QuizResultRecord,
  QuizResultReview,
  SaveQuizAttempt,
  StartQuizResult,
} from '../../../shared/contracts/quizzes';
import type { QuizAttemptsService } from './quiz-attempts.service';
import type { QuizResultsService } from './quiz-results.service';

/**
 * `/users/v1/quiz-results`: signed-in only (a guest sees the result only after signing in).
 * A result is scored only from an attempt started here; there is no route that
 * scores a sheet on its own.
 */
export const quizResultRoutes: FastifyPluginAsyncZod<{
  results: QuizResultsService;
  attempts: QuizAttemptsService;
}> = async (app, { results: service, attempts }) => {
  const tags = ['quiz-results'];
  const security = [{ bearerAuth: [] }];
  app.addHook('onRequest', app.authenticate);

  app.post(
    '/quiz-results/start',
    { schema: { tags, security, body: StartQuizResult, response: { 200: QuizAttempt, 201: QuizAttempt } } },
    async (request, reply) => {
      const { attempt, created } = await attempts.start(request.user!.id, request.body.quizId, request.body.restart);
      return reply.code(created ? 201 : 200).send(attempt);
    },
  );

  app.get(
    '/quiz-results/:resultId/attempt',
    { schema: { tags, security, params: QuizResultIdParams, response: { 200: QuizAttempt } } },
    async (request) => attempts.read(request.user!.id, request.params.resultId),
  );

  app.put(
    '/quiz-results/:resultId/answers',
    {
      schema: { tags, security, params: QuizResultIdParams, body: SaveQuizAttempt, response: { 200: QuizAttempt } },
    },
    async (request) => attempts.save(request.user!.id, request.params.resultId, request.body),
  );

  app.post(
    '/quiz-results/:resultId/claim',
    {
      schema: { tags, security, params: QuizResultIdParams, body: ClaimQuizAttempt, response: { 200: QuizAttempt } },
    },
    async (request) =>
      attempts.claim(request.user!.id, request.params.resultId, request.body.guestKey, request.body.progress),
  );

  app.post(
    '/quiz-results/:resultId/finish',
    {
      schema: {
        tags,
        security,
        params: QuizResultIdParams,
        body: FinishQuizResult,
        response: { 200: QuizResultRecord },
      },
    },
    async (request) => attempts.finish(request.user!.id, request.params.resultId, request.body.answers),
  );

  app.get(
    '/quiz-results',
    { schema: { tags, security, querystring: MyQuizResultsQuery, response: { 200: MyQuizResults } } },
    async (request) => service.mine(request.user!.id, request.query.quizId),
  );

  app.get(
    '/quiz-results/:resultId',
    { schema: { tags, security, params: QuizResultIdParams, response: { 200: QuizResultReview } } },
    async (request) => service.review(request.user!, request.params.resultId),
  );
};
