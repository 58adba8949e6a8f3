import '@fastify/websocket';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  Drawboard,
  DrawboardLessonParams,
  DrawboardList,
  DrawboardNameInput,
  DrawboardParams,
  DrawboardSnapshot,
  DrawboardSocketQuery,
  DrawboardTicket,
} from '../../../shared/contracts/drawboards';
import { AppError } from '../../../shared/errors';
import type { BoardGrant, BoardRooms } from './drawboard-rooms';
import type { TicketBook } from './drawboard-tickets';
import type { DrawboardsService } from './drawboards.service';

/** A lesson's drawboards and their operations, for its two participants. */
export const drawboardRoutes: FastifyPluginAsyncZod<{ drawboards: DrawboardsService }> = async (
  app,
  { drawboards },
) => {
  const tags = ['drawboards'];
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/lessons/:lessonId/drawboards',
    { schema: { tags, params: DrawboardLessonParams, response: { 200: DrawboardList } } },
    async (request) => drawboards.list(request.user!.id, request.params.lessonId),
  );

  app.post(
    '/lessons/:lessonId/drawboards',
    { schema: { tags, params: DrawboardLessonParams, body: DrawboardNameInput, response: { 201: Drawboard } } },
    async (request, reply) =>
      reply.code(201).send(await drawboards.create(request.user!.id, request.params.lessonId, request.body.name)),
  );

  // Renames the board (its only editable field, so the whole of it).
  app.put(
    '/lessons/:lessonId/drawboards/:boardId',
    { schema: { tags, params: DrawboardParams, body: DrawboardNameInput, response: { 200: Drawboard } } },
    async (request) =>
      drawboards.rename(request.user!.id, request.params.lessonId, request.params.boardId, request.body.name),
  );

  app.post(
    '/lessons/:lessonId/drawboards/:boardId/ticket',
    { schema: { tags, params: DrawboardParams, response: { 200: DrawboardTicket } } },
    async (request) =>
      drawboards.ticket(
        request.user!.id,
        request.user!.sessionId ?? null,
        request.params.lessonId,
        request.params.boardId,
      ),
  );

  app.get(
    '/lessons/:lessonId/drawboards/:boardId/snapshot',
    { schema: { tags, params: DrawboardParams, response: { 200: DrawboardSnapshot } } },
    async (request) => drawboards.snapshot(request.user!.id, request.params.lessonId, request.params.boardId),
  );
};

/**
 * GET /users/v1/open/users/drawboards/:boardId/socket (WebSocket): tldraw's sync protocol for one
 * board. The one-use ticket is checked in the handshake, so a missing or spent one gets a plain
 * 401 and never a socket.
 */
export const drawboardSocketRoutes: FastifyPluginAsyncZod<{ rooms: BoardRooms; tickets: TicketBook }> = async (
  app,
  { rooms, tickets },
) => {
  const grants = new WeakMap<object, BoardGrant>();
  app.addHook('onClose', () => rooms.closeAll());
  app.get(
    '/users/drawboards/:boardId/socket',
    {
      websocket: true,
      schema: {
        tags: ['drawboards'],
        params: DrawboardParams.pick({ boardId: true }),
        querystring: DrawboardSocketQuery,
        hide: true,
      },
      preValidation: async (request) => {
        const { ticket } = request.query as { ticket?: string };
        const { boardId } = request.params as { boardId: string };
        const grant = ticket ? tickets.take(ticket, boardId) : null;
        if (!grant) throw new AppError('UNAUTHORIZED');
        grants.set(request, { readOnly: grant.readOnly, userId: grant.userId, sessionId: grant.sessionId });
      },
    },
    (socket, request) => {
      const grant = grants.get(request);
      if (!grant) return socket.close();
      void rooms.connect(request.params.boardId, socket, request.query.sessionId, grant);
    },
  );
};
