import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  Homework,
  HomeworkBody,
  HomeworkFile,
  HomeworkFileParams,
  HomeworkIdParams,
  HomeworkList,
  HomeworkListQuery,
  HomeworkReviewBody,
  HomeworkTaskParams,
  LessonHomework,
  TaskResultBody,
} from '../../../shared/contracts/homework';
import { LessonIdParams } from '../../../shared/contracts/lessons';
import { singleFilePart, SINGLE_FILE_LIMITS } from '../../uploads/file-part';
import type { HomeworkService } from './homework.service';

/** Homework of a lesson, its tasks, results, review and files. */
export const homeworkRoutes: FastifyPluginAsyncZod<{ homework: HomeworkService; maxFileBytes: number }> = async (
  app,
  { homework, maxFileBytes },
) => {
  const tags = ['homework'];
  const security = [{ bearerAuth: [] }];
  app.addHook('onRequest', app.authenticate);
  await app.register(multipart, { limits: { ...SINGLE_FILE_LIMITS, fileSize: maxFileBytes } });
  const teacherOnly = app.requireRole('ROLE_TEACHER');
  const studentOnly = app.requireRole('ROLE_STUDENT');

  app.get(
    '/lessons/:id/homework',
    { schema: { tags, security, params: LessonIdParams, response: { 200: LessonHomework } } },
    async (request) => ({ homework: await homework.forLesson(request.user!.id, request.params.id) }),
  );

  app.post(
    '/lessons/:id/homework',
    {
      onRequest: teacherOnly,
      schema: { tags, security, params: LessonIdParams, body: HomeworkBody, response: { 201: Homework } },
    },
    async (request, reply) =>
      reply.code(201).send(await homework.create(request.user!.id, request.params.id, request.body)),
  );

  app.get(
    '/homework',
    { schema: { tags, security, querystring: HomeworkListQuery, response: { 200: HomeworkList } } },
    async (request) => ({ items: await homework.list(request.user!.id, request.query.state) }),
  );

  app.get(
    '/homework/:id',
    { schema: { tags, security, params: HomeworkIdParams, response: { 200: Homework } } },
    async (request) => homework.read(request.user!.id, request.params.id),
  );

  app.put(
    '/homework/:id',
    {
      onRequest: teacherOnly,
      schema: { tags, security, params: HomeworkIdParams, body: HomeworkBody, response: { 200: Homework } },
    },
    async (request) => homework.update(request.user!.id, request.params.id, request.body),
  );

  app.put(
    '/homework/:id/tasks/:taskId/result',
    {
      onRequest: studentOnly,
      schema: { tags, security, params: HomeworkTaskParams, body: TaskResultBody, response: { 200: Homework } },
    },
    async (request) =>
      homework.saveResult(request.user!.id, request.params.id, request.params.taskId, request.body.resultText),
  );

  app.post(
    '/homework/:id/submit',
    { onRequest: studentOnly, schema: { tags, security, params: HomeworkIdParams, response: { 200: Homework } } },
    async (request) => homework.submit(request.user!.id, request.params.id),
  );

  app.post(
    '/homework/:id/review',
    {
      onRequest: teacherOnly,
      schema: { tags, security, params: HomeworkIdParams, body: HomeworkReviewBody, response: { 200: Homework } },
    },
    async (request) => homework.review(request.user!.id, request.params.id, request.body),
  );

  app.post(
    '/homework/:id/tasks/:taskId/files',
    {
      schema: {
        tags,
        security,
        params: HomeworkTaskParams,
        consumes: ['multipart/form-data'],
        response: { 201: HomeworkFile },
      },
    },
    async (request, reply) => {
      const part = await singleFilePart(request);
      const file = await homework.upload(request.user!.id, request.params.id, request.params.taskId, part);
      return reply.code(201).send(file);
    },
  );

  app.get(
    '/homework/:id/files/:fileId',
    { schema: { tags, security, params: HomeworkFileParams } },
    async (request, reply) => {
      const file = await homework.download(request.user!.id, request.params.id, request.params.fileId);
      // Always a download: an uploaded page or script never renders on our origin.
      reply
        .type('application/octet-stream')
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.name)}`)
        .header('cache-control', 'private, max-age=3600')
        .header('x-content-type-options', 'nosniff')
        .header('content-length', file.byteSize);
      return reply.send(file.stream);
    },
  );

  app.delete(
    '/homework/:id/files/:fileId',
    { schema: { tags, security, params: HomeworkFileParams } },
    async (request, reply) => {
      await homework.removeFile(request.user!.id, request.params.id, request.params.fileId);
      return reply.code(204).send();
    },
  );
};
