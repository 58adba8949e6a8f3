import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  Attachment,
  AttachmentParams,
  ChatIdParams,
  ChatList,
  ChatMessage,
  ChatSummary,
  MarkReadInput,
  MessagePage,
  MessagePageQuery,
  MessengerLimits,
  MESSAGE_MAX_CHARS,
  OpenChatInput,
  ReadState,
  SendMessageInput,
} from '../../../shared/contracts/messenger';
import { UnreadCount } from '../../../shared/contracts/notifications';
import { singleFilePart, SINGLE_FILE_LIMITS } from '../../uploads/file-part';
import type { MessengerService } from './messenger.service';

/** Chats, messages and attachments of the signed-in user. */
export const messengerRoutes: FastifyPluginAsyncZod<{
  messenger: MessengerService;
  settings: { maxFileBytes: number; maxFilesPerMessage: number };
}> = async (app, { messenger, settings }) => {
  const tags = ['messenger'];
  app.addHook('onRequest', app.authenticate);
  await app.register(multipart, { limits: { ...SINGLE_FILE_LIMITS, fileSize: settings.maxFileBytes } });
  const viewer = (request: FastifyRequest) => ({ id: request.user!.id, role: request.user!.role });

  app.get('/chats', { schema: { tags, response: { 200: ChatList } } }, async (request) =>
    messenger.list(viewer(request)),
  );

  // The header's badge and the desktop tray ask only for the count.
  app.get('/chats/unread-count', { schema: { tags, response: { 200: UnreadCount } } }, async (request) => ({
    unreadCount: await messenger.unreadCount(viewer(request)),
  }));

  app.get('/chats/limits', { schema: { tags, response: { 200: MessengerLimits } } }, async () => ({
    maxFileBytes: settings.maxFileBytes,
    maxFilesPerMessage: settings.maxFilesPerMessage,
    maxChars: MESSAGE_MAX_CHARS,
  }));

  app.post('/chats', { schema: { tags, body: OpenChatInput, response: { 200: ChatSummary } } }, async (request) =>
    messenger.open(viewer(request), request.body.userId),
  );

  app.post('/chats/support', { schema: { tags, response: { 200: ChatSummary } } }, async (request) =>
    messenger.openSupport(viewer(request)),
  );

  app.get(
    '/chats/:chatId',
    { schema: { tags, params: ChatIdParams, response: { 200: ChatSummary } } },
    async (request) => messenger.summary(request.params.chatId, viewer(request)),
  );

  app.get(
    '/chats/:chatId/messages',
    { schema: { tags, params: ChatIdParams, querystring: MessagePageQuery, response: { 200: MessagePage } } },
    async (request) => messenger.messages(viewer(request), request.params.chatId, request.query),
  );

  app.post(
    '/chats/:chatId/messages',
    {
      schema: { tags, params: ChatIdParams, body: SendMessageInput, response: { 200: ChatMessage, 201: ChatMessage } },
    },
    async (request, reply) => {
      const { message, created } = await messenger.send(viewer(request), request.params.chatId, request.body);
      // A retried send answers the first copy with 200; a new message is 201.
      return reply.code(created ? 201 : 200).send(message);
    },
  );

  app.post(
    '/chats/:chatId/read',
    { schema: { tags, params: ChatIdParams, body: MarkReadInput, response: { 200: ReadState } } },
    async (request) => messenger.markRead(viewer(request), request.params.chatId, request.body.seq),
  );

  app.post(
    '/chats/:chatId/attachments',
    { schema: { tags, params: ChatIdParams, consumes: ['multipart/form-data'], response: { 201: Attachment } } },
    async (request, reply) => {
      const part = await singleFilePart(request);
      const attachment = await messenger.upload(viewer(request), request.params.chatId, part);
      return reply.code(201).send(attachment);
    },
  );

  app.get(
    '/chats/:chatId/attachments/:attachmentId',
    { schema: { tags, params: AttachmentParams } },
    async (request, reply) => {
      const file = await messenger.download(viewer(request), request.params.chatId, request.params.attachmentId);
      // Only recognised images are shown inline; every other file is downloaded, never rendered.
      const disposition = file.kind === 'MEDIA' ? 'inline' : 'attachment';
      reply
        .type(file.kind === 'MEDIA' && file.mimeType ? file.mimeType : 'application/octet-stream')
        .header('content-disposition', `${disposition}; filename*=UTF-8''${encodeURIComponent(file.name)}`)
        .header('cache-control', 'private, max-age=3600')
        .header('x-content-type-options', 'nosniff');
      if (file.byteSize !== null) reply.header('content-length', file.byteSize);
      return reply.send(file.stream);
    },
  );
};
