import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  GUEST_ATTEMPT_KEY_HEADER,
  GuestAttemptKeyHeaders,
  GuestQuizAttempt,
  QuizAttempt,
  QuizResultIdParams,
  SaveQuizAttempt,
  StartGuestQuizAttempt,
} from '../../../shared/contracts/quizzes';
import type { QuizAttemptsService } from './quiz-attempts.service';

/**
 * `/users/v1/open/quiz-attempts`: a guest's attempt (a guest may start a quiz). The start
 * answers a key once; every later call proves the attempt with it in the
 * `x-quiz-attempt-key` header. A guest cannot finish: the attempt is claimed at sign-in.
 */
export const openQuizAttemptRoutes: FastifyPluginAsyncZod<{ attempts: QuizAttemptsService }> = async (
  app,
  { attempts },
) => {
  const tags = ['quiz-results'];
  const params = z.object({ attemptId: QuizResultIdParams.shape.resultId });

  app.post(
    '/quiz-attempts',
    {
      // Each start writes a row: a guest starts a few quizzes a minute, not hundreds.
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: { tags, body: StartGuestQuizAttempt, response: { 201: GuestQuizAttempt } },
    },
    async (request, reply) => reply.code(201).send(await attempts.startGuest(request.body.quizId)),
  );

  app.get(
    '/quiz-attempts/:attemptId',
    { schema: { tags, params, headers: GuestAttemptKeyHeaders, response: { 200: QuizAttempt } } },
    async (request) => attempts.readGuest(request.params.attemptId, request.headers[GUEST_ATTEMPT_KEY_HEADER]),
  );

  app.put(
    '/quiz-attempts/:attemptId/answers',
    {
      schema: { tags, params, headers: GuestAttemptKeyHeaders, body: SaveQuizAttempt, response: { 200: QuizAttempt } },
    },
    async (request) =>
      attempts.saveGuest(request.params.attemptId, request.headers[GUEST_ATTEMPT_KEY_HEADER], request.body),
  );
};
