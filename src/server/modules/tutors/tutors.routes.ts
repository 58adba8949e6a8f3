import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TutorIdParams, TutorProfile, TutorReviewsPage, TutorReviewsQuery } from '../../../shared/contracts/discovery';
import { optionalAuth } from '../../plugins/auth';
import type { TutorsService } from './tutors.service';

const tags = ['discovery'];

/**
 * The tutor page for guests. The client sends no bearer to '/open' paths,
 * but one that is sent is honoured, so the tutor's own look is not counted as a view.
 */
export const openTutorRoutes: FastifyPluginAsyncZod<{ tutors: TutorsService }> = async (app, { tutors }) => {
  app.get(
    '/tutors/:id',
    { onRequest: optionalAuth, schema: { tags, params: TutorIdParams, response: { 200: TutorProfile } } },
    async (request) => tutors.profile(request.params.id, request.user, request.language),
  );
  app.get(
    '/tutors/:id/reviews',
    {
      onRequest: optionalAuth,
      schema: { tags, params: TutorIdParams, querystring: TutorReviewsQuery, response: { 200: TutorReviewsPage } },
    },
    async (request) => tutors.reviews(request.params.id, request.query, request.user, request.language),
  );
};

/**
 * The same page for signed-in viewers, who use the bearer-carrying path: it knows whether the
 * tutor is among their favourites and never counts a tutor's view of their own page.
 */
export const tutorRoutes: FastifyPluginAsyncZod<{ tutors: TutorsService }> = async (app, { tutors }) => {
  app.addHook('onRequest', app.authenticate);
  app.get(
    '/tutors/:id',
    { schema: { tags, security: [{ bearerAuth: [] }], params: TutorIdParams, response: { 200: TutorProfile } } },
    async (request) => tutors.profile(request.params.id, request.user, request.language),
  );
};
