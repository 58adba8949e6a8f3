import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AddLessonReviewBody,
  CreateLessonBody,
  EditLessonBody,
  Lesson,
  LessonIdParams,
  LessonList,
  LessonReviews,
  LessonRangeQuery,
  LessonStudents,
  MyLessonsPage,
  MyLessonsQuery,
  RescheduleAnswer,
  RescheduleLessonBody,
  type LessonTableAction,
} from '../../../shared/contracts/lessons';
import type { LessonActionsService } from './lesson-actions.service';
import type { LessonReviewsService } from './lesson-reviews';
import type { LessonsService } from './lessons.service';

/** What lessons.module.ts hands the routes: its services, built once. */
export interface LessonRoutesOptions {
  lessons: LessonsService;
  actions: LessonActionsService;
  reviews: LessonReviewsService;
}

/** The action routes: approve, cancel, complete, meeting start and finalize. */
const ACTION_ROUTES: Array<[path: string, action: LessonTableAction]> = [
  ['/lessons/:id/approve', 'APPROVE'],
  ['/lessons/:id/cancel', 'CANCEL'],
  ['/lessons/:id/complete', 'COMPLETE'],
  ['/lessons/:id/meeting/start', 'START_MEETING'],
  ['/lessons/:id/meeting/join', 'JOIN_MEETING'],
  ['/lessons/:id/meeting/finalize', 'FINALIZE_MEETING'],
];

/** `/users/v1/lessons`: signed-in; a user only ever sees lessons they take part in. */
export const lessonRoutes: FastifyPluginAsyncZod<LessonRoutesOptions> = async (app, { lessons, actions, reviews }) => {
  const tags = ['lessons'];
  const security = [{ bearerAuth: [] }];
  app.addHook('onRequest', app.authenticate);
  const teacherOnly = app.requireRole('ROLE_TEACHER');

  app.post(
    '/lessons',
    { onRequest: teacherOnly, schema: { tags, security, body: CreateLessonBody, response: { 201: Lesson } } },
    async (request, reply) =>
      reply.code(201).send(await actions.create(request.user!.id, request.body, request.language)),
  );

  app.get(
    '/lessons',
    { schema: { tags, security, querystring: LessonRangeQuery, response: { 200: LessonList } } },
    async (request) => ({
      items: await lessons.list(request.user!.id, request.query.from, request.query.to, request.language),
    }),
  );

  app.get(
    '/lessons/mine',
    { schema: { tags, security, querystring: MyLessonsQuery, response: { 200: MyLessonsPage } } },
    async (request) => lessons.mine(request.user!.id, request.user!.role, request.query, request.language),
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

  for (const [path, action] of ACTION_ROUTES)
    app.post(path, { schema: { tags, security, params: LessonIdParams, response: { 200: Lesson } } }, async (request) =>
      actions.act(request.user!.id, request.params.id, action, request.language),
    );

  app.patch(
    '/lessons/:id',
    { schema: { tags, security, params: LessonIdParams, body: EditLessonBody, response: { 200: Lesson } } },
    async (request) => actions.edit(request.user!.id, request.params.id, request.body, request.language),
  );

  app.post(
    '/lessons/:id/reschedule',
    {
      schema: {
        tags,
        security,
        params: LessonIdParams,
        body: RescheduleLessonBody,
        response: { 200: RescheduleAnswer },
      },
    },
    async (request) =>
      actions.reschedule(request.user!.id, request.params.id, request.body?.startsAt, request.language),
  );

  app.get(
    '/lessons/:id/reviews',
    { schema: { tags, security, params: LessonIdParams, response: { 200: LessonReviews } } },
    async (request) => reviews.list(request.user!.id, request.params.id, request.language),
  );

  app.post(
    '/lessons/:id/reviews',
    {
      schema: { tags, security, params: LessonIdParams, body: AddLessonReviewBody, response: { 201: LessonReviews } },
    },
    async (request, reply) => {
      await reviews.add(request.user!.id, request.params.id, request.body);
      return reply.code(201).send(await reviews.list(request.user!.id, request.params.id, request.language));
    },
  );
};
