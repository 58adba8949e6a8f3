import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OkResponse } from '../../../shared/contracts/common';
import {
  AuthoredQuizList,
  LoadedQuiz,
  MarkQuizResult,
  PendingQuizResults,
  QuizIdParams,
  QuizInput,
  QuizResultIdParams,
  QuizResultRecord,
} from '../../../shared/contracts/quizzes';
import type { QuizAuthoringService } from './quiz-authoring.service';

/** `/users/v1/quiz-authoring`: teachers and admins only (403 for students). */
export const quizAuthoringRoutes: FastifyPluginAsyncZod<{ authoring: QuizAuthoringService }> = async (
  app,
  { authoring: service },
) => {
  const tags = ['quiz-authoring'];
  const security = [{ bearerAuth: [] }];
  app.addHook('onRequest', app.requireRole('ROLE_TEACHER', 'ROLE_ADMINISTRATOR'));

  app.get('/quizzes', { schema: { tags, security, response: { 200: AuthoredQuizList } } }, async (request) =>
    service.list(request.user!, request.language),
  );

  app.get(
    '/quizzes/:quizId',
    { schema: { tags, security, params: QuizIdParams, response: { 200: LoadedQuiz } } },
    async (request) => service.get(request.user!, request.params.quizId),
  );

  app.post(
    '/quizzes',
    { schema: { tags, security, body: QuizInput, response: { 201: LoadedQuiz } } },
    async (request, reply) => reply.code(201).send(await service.create(request.user!, request.body)),
  );

  app.put(
    '/quizzes/:quizId',
    { schema: { tags, security, params: QuizIdParams, body: QuizInput, response: { 200: LoadedQuiz } } },
    async (request) => service.update(request.user!, request.params.quizId, request.body),
  );

  app.delete(
    '/quizzes/:quizId',
    { schema: { tags, security, params: QuizIdParams, response: { 200: OkResponse } } },
    async (request) => {
      await service.remove(request.user!, request.params.quizId);
      return { ok: true as const };
    },
  );

  app.get(
    '/quizzes/:quizId/pending-results',
    { schema: { tags, security, params: QuizIdParams, response: { 200: PendingQuizResults } } },
    async (request) => service.pending(request.user!, request.params.quizId),
  );

  app.put(
    '/results/:resultId/marks',
    {
      schema: { tags, security, params: QuizResultIdParams, body: MarkQuizResult, response: { 200: QuizResultRecord } },
    },
    async (request) => service.mark(request.user!, request.params.resultId, request.body.marks),
  );
};
