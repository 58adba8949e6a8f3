import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  FinishQuizResult,
  MyQuizResults,
  MyQuizResultsQuery,
  QuizResultIdParams,
  QuizResultRecord,
  QuizResultReview,
  QuizSubmission,
  StartQuizResult,
} from '../../../shared/contracts/quiz';
import type { QuizzesDeps } from './quiz-catalogue.service';
import { createQuizResultsService } from './quiz-results.service';

/** `/users/v1/quiz-results`: signed-in only (spec 1: a guest sees the result only after signing in). */
export const quizResultRoutes: FastifyPluginAsyncZod<{ deps: QuizzesDeps }> = async (app, { deps }) => {
  const service = createQuizResultsService(deps);
  const tags = ['quiz-results'];
  const security = [{ bearerAuth: [] }];
  app.addHook('onRequest', app.authenticate);

  app.post(
    '/quiz-results',
    { schema: { tags, security, body: QuizSubmission, response: { 201: QuizResultRecord } } },
    async (request, reply) => reply.code(201).send(await service.submit(request.user!.id, request.body)),
  );

  app.post(
    '/quiz-results/start',
    { schema: { tags, security, body: StartQuizResult, response: { 201: QuizResultRecord } } },
    async (request, reply) => reply.code(201).send(await service.start(request.user!.id, request.body.quizId)),
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
    async (request) => service.finish(request.user!.id, request.params.resultId, request.body.answers),
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
