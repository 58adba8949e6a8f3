import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AcceptedRequest,
  AcceptRequestBody,
  DirectRequestBody,
  GuestDirectRequestBody,
  GuestPublicRequestBody,
  LessonRequestDetail,
  LessonRequestPage,
  OfferBody,
  OfferIdParams,
  PublicRequestBody,
  RequestIdParams,
  RequestListQuery,
} from '../../../shared/contracts/requests';
import type { RequestRepliesService } from './request-replies.service';
import type { RequestsService } from './requests.service';

/**
 * `/users/v1/lesson-requests`: signed-in only. A request the caller may not see is 404; a route
 * of the other role, or an action on a visible request that is not theirs to take, is 403.
 */
export const requestRoutes: FastifyPluginAsyncZod<{
  requests: RequestsService;
  replies: RequestRepliesService;
}> = async (app, { requests, replies }) => {
  const tags = ['lesson-requests'];
  const security = [{ bearerAuth: [] }];
  app.addHook('onRequest', app.authenticate);
  const studentOnly = app.requireRole('ROLE_STUDENT');
  const teacherOnly = app.requireRole('ROLE_TEACHER');
  const created = { 200: LessonRequestDetail, 201: LessonRequestDetail };

  app.post(
    '/lesson-requests/direct',
    { onRequest: studentOnly, schema: { tags, security, body: DirectRequestBody, response: created } },
    async (request, reply) => {
      const result = await requests.createDirect(request.user!, request.body, request.language);
      return reply.code(result.created ? 201 : 200).send(result.request);
    },
  );

  app.post(
    '/lesson-requests/direct/guest',
    { onRequest: studentOnly, schema: { tags, security, body: GuestDirectRequestBody, response: created } },
    async (request, reply) => {
      const result = await requests.createDirect(request.user!, request.body, request.language, true);
      return reply.code(result.created ? 201 : 200).send(result.request);
    },
  );

  app.post(
    '/lesson-requests/public',
    { onRequest: studentOnly, schema: { tags, security, body: PublicRequestBody, response: created } },
    async (request, reply) => {
      const result = await requests.createPublic(request.user!, request.body, request.language);
      return reply.code(result.created ? 201 : 200).send(result.request);
    },
  );

  app.post(
    '/lesson-requests/public/guest',
    { onRequest: studentOnly, schema: { tags, security, body: GuestPublicRequestBody, response: created } },
    async (request, reply) => {
      const result = await requests.createPublic(request.user!, request.body, request.language);
      return reply.code(result.created ? 201 : 200).send(result.request);
    },
  );

  app.get(
    '/lesson-requests',
    { schema: { tags, security, querystring: RequestListQuery, response: { 200: LessonRequestPage } } },
    async (request) => requests.list(request.user!, request.query, request.language),
  );

  app.get(
    '/lesson-requests/:id',
    { schema: { tags, security, params: RequestIdParams, response: { 200: LessonRequestDetail } } },
    async (request) => requests.detail(request.user!, request.params.id, request.language),
  );

  app.post(
    '/lesson-requests/:id/cancel',
    {
      onRequest: studentOnly,
      schema: { tags, security, params: RequestIdParams, response: { 200: LessonRequestDetail } },
    },
    async (request) => requests.cancel(request.user!, request.params.id, request.language),
  );

  app.post(
    '/lesson-requests/:id/accept',
    {
      onRequest: teacherOnly,
      schema: { tags, security, params: RequestIdParams, body: AcceptRequestBody, response: { 200: AcceptedRequest } },
    },
    async (request) => replies.accept(request.user!, request.params.id, request.body.startsAt, request.language),
  );

  app.post(
    '/lesson-requests/:id/reject',
    {
      onRequest: teacherOnly,
      schema: { tags, security, params: RequestIdParams, response: { 200: LessonRequestDetail } },
    },
    async (request) => replies.reject(request.user!, request.params.id, request.language),
  );

  app.post(
    '/lesson-requests/:id/offers',
    {
      onRequest: teacherOnly,
      schema: { tags, security, params: RequestIdParams, body: OfferBody, response: { 201: LessonRequestDetail } },
    },
    async (request, reply) =>
      reply.code(201).send(await replies.offer(request.user!, request.params.id, request.body, request.language)),
  );

  app.post(
    '/lesson-requests/:id/offers/:offerId/accept',
    {
      onRequest: studentOnly,
      schema: { tags, security, params: OfferIdParams, response: { 200: LessonRequestDetail } },
    },
    async (request) => replies.acceptOffer(request.user!, request.params.id, request.params.offerId, request.language),
  );

  app.post(
    '/lesson-requests/:id/offers/:offerId/reject',
    {
      onRequest: studentOnly,
      schema: { tags, security, params: OfferIdParams, response: { 200: LessonRequestDetail } },
    },
    async (request) => replies.rejectOffer(request.user!, request.params.id, request.params.offerId, request.language),
  );

  app.post(
    '/lesson-requests/:id/open-contacts',
    {
      onRequest: studentOnly,
      schema: { tags, security, params: RequestIdParams, response: { 200: LessonRequestDetail } },
    },
    async (request) => replies.openContacts(request.user!, request.params.id, request.language),
  );
};
