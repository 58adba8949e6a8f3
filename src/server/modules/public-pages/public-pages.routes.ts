import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  FaqList,
  FaqQuery,
  FeedbackCreated,
  FeedbackInput,
  NewsSubscriptionInput,
  NewsSubscriptionResult,
  TrialRequestCreated,
  TrialRequestInput,
} from '../../../shared/contracts/discovery';
import { optionalAuth } from '../../plugins/auth';
import type { PublicPagesService } from './public-pages.service';

/**
 * Per-address limits on the open forms: a person sends each a handful of times at most, while a
 * script filling the tables or phoning strangers through the callback form is stopped early.
 */
export const PUBLIC_FORM_LIMITS = {
  trialRequests: { max: 5, timeWindow: '10 minutes' },
  newsSubscribers: { max: 10, timeWindow: '10 minutes' },
  feedbacks: { max: 5, timeWindow: '10 minutes' },
} as const;

/** Home page forms and FAQ, open to guests; a signed-in sender is remembered if a token comes along. */
export const publicPagesRoutes: FastifyPluginAsyncZod<{ pages: PublicPagesService }> = async (app, { pages }) => {
  const tags = ['public pages'];

  app.post(
    '/trial-requests',
    {
      onRequest: optionalAuth,
      config: { rateLimit: PUBLIC_FORM_LIMITS.trialRequests },
      schema: { tags, body: TrialRequestInput, response: { 201: TrialRequestCreated } },
    },
    async (request, reply) => {
      const created = await pages.requestTrialLesson(request.body, {
        language: request.language,
        userId: request.user?.id ?? null,
      });
      return reply.code(201).send(created);
    },
  );

  app.post(
    '/news-subscribers',
    {
      config: { rateLimit: PUBLIC_FORM_LIMITS.newsSubscribers },
      schema: { tags, body: NewsSubscriptionInput, response: { 200: NewsSubscriptionResult } },
    },
    async (request) => pages.subscribe(request.body.email, request.language),
  );

  app.post(
    '/feedbacks',
    {
      onRequest: optionalAuth,
      config: { rateLimit: PUBLIC_FORM_LIMITS.feedbacks },
      schema: { tags, body: FeedbackInput, response: { 201: FeedbackCreated } },
    },
    async (request, reply) => {
      const created = await pages.leaveFeedback(request.body, {
        language: request.language,
        userId: request.user?.id ?? null,
      });
      return reply.code(201).send(created);
    },
  );

  app.get('/faq', { schema: { tags, querystring: FaqQuery, response: { 200: FaqList } } }, async (request) =>
    pages.faq(request.query.q, request.language),
  );
};
