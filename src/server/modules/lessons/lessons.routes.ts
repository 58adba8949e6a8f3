import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreateLessonBody,
  Lesson,
  LessonIdParams,
  LessonList,
  LessonRangeQuery,
  LessonStudents,
} from '../../../shared/contracts/lessons';
import { createLessonsService, type LessonsDeps } from './lessons.service';

/** `/users/v1/lessons`: signed-in; a user only ever sees lessons they take part in. */
export const lessonRoutes: FastifyPluginAsyncZod<{ deps: LessonsDeps }> = async (app, { deps }) => {
  const lessons = createLessonsService(deps);
  const tags = ['lessons'];
  const security = [{ bearerAuth: [] }];
  app.addHook('onRequest', app.authenticate);
  const teacherOnly = app.requireRole('ROLE_TEACHER');

  app.post(
    '/lessons',
    { onRequest: teacherOnly, schema: { tags, security, body: CreateLessonBody, response: { 201: Lesson } } },
    async (request, reply) =>
      reply.code(201).send(await lessons.create(request.user!.id, request.body, request.language)),
  );

  app.get(
    '/lessons',
    { schema: { tags, security, querystring: LessonRangeQuery, response: { 200: LessonList } } },
    async (request) => ({
      items: await lessons.list(request.user!.id, request.query.from, request.query.to, request.language),
    }),
  );

  app.get(
    '/lessons/students',
    { onRequest: teacherOnly, schema: { tags, security, response: { 200: LessonStudents } } },
    async (request) => lessons.students(request.user!.id),
  );

  app.get(
    '/lessons/:id',
    { schema: { tags, security, params: LessonIdParams, response: { 200: Lesson } } },
    async (request) => lessons.read(request.user!.id, request.params.id, request.language),
  );
};
