import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  LeaveBody,
  LiveKitTokenAnswer,
  MeetingRoom,
  PresenceAnswer,
  PresenceBody,
  ScreenBody,
  SignalBody,
} from '../../../shared/contracts/classroom';
import { LessonIdParams } from '../../../shared/contracts/lessons';
import type { ClassroomService } from './classroom.service';

const NoContent = z.null();

/**
 * `/users/v1/lessons/:id/meeting/…` of the room itself; the lesson actions
 * start, join and finalize belong to the lessons module. Only the lesson's two participants get
 * an answer; anyone else gets 404.
 */
export const classroomRoutes: FastifyPluginAsyncZod<{ classroom: ClassroomService }> = async (app, { classroom }) => {
  const tags = ['classroom'];
  const security = [{ bearerAuth: [] }];
  app.addHook('onRequest', app.authenticate);
  const params = LessonIdParams;

  app.get('/lessons/:id/meeting/room', { schema: { tags, security, params, response: { 200: MeetingRoom } } }, (request) =>
    classroom.room(request.user!.id, request.params.id),
  );

  app.post(
    '/lessons/:id/meeting/presence',
    { schema: { tags, security, params, body: PresenceBody, response: { 200: PresenceAnswer } } },
    (request) => classroom.presence(request.user!.id, request.params.id, request.body),
  );

  app.post(
    '/lessons/:id/meeting/leave',
    { schema: { tags, security, params, body: LeaveBody, response: { 204: NoContent } } },
    async (request, reply) => {
      await classroom.leave(request.user!.id, request.params.id, request.body);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/lessons/:id/meeting/signal',
    { schema: { tags, security, params, body: SignalBody, response: { 204: NoContent } } },
    async (request, reply) => {
      await classroom.signal(request.user!.id, request.params.id, request.body);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/lessons/:id/meeting/screen',
    { schema: { tags, security, params, body: ScreenBody, response: { 204: NoContent } } },
    async (request, reply) => {
      await classroom.screen(request.user!.id, request.params.id, request.body);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/lessons/:id/meeting/livekit-token',
    { schema: { tags, security, params, response: { 200: LiveKitTokenAnswer } } },
    (request) => classroom.liveKitToken(request.user!.id, request.params.id),
  );
};
