import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LessonRangeQuery } from '../../../shared/contracts/lessons';
import {
  FreeSlots,
  FreeSlotsQuery,
  MySchedule,
  ScheduleUpdate,
  TeacherSchedule,
  TutorIdParams,
} from '../../../shared/contracts/schedule';
import { createLessonsService } from '../lessons/lessons.service';
import { createScheduleService, type ScheduleDeps } from './schedule.service';

/** `/users/v1/schedule`: the tutor's editor, and "my schedule" for either role. */
export const scheduleRoutes: FastifyPluginAsyncZod<{ deps: ScheduleDeps }> = async (app, { deps }) => {
  const schedule = createScheduleService(deps);
  const lessons = createLessonsService(deps);
  const tags = ['schedule'];
  const security = [{ bearerAuth: [] }];
  app.addHook('onRequest', app.authenticate);
  const teacherOnly = app.requireRole('ROLE_TEACHER');

  app.get(
    '/schedule',
    { onRequest: teacherOnly, schema: { tags, security, response: { 200: TeacherSchedule } } },
    async (request) => schedule.get(request.user!.id),
  );

  app.put(
    '/schedule',
    { onRequest: teacherOnly, schema: { tags, security, body: ScheduleUpdate, response: { 200: TeacherSchedule } } },
    async (request) => schedule.update(request.user!.id, request.body),
  );

  app.get(
    '/schedule/my',
    { schema: { tags, security, querystring: LessonRangeQuery, response: { 200: MySchedule } } },
    async (request) => {
      const { from, to } = request.query;
      const user = request.user!;
      const items = await lessons.list(user.id, from, to, request.language);
      const freeSlots =
        user.role === 'ROLE_TEACHER' ? await schedule.ownFreeSlots(user.id, Date.parse(from), Date.parse(to)) : [];
      return { from: new Date(from).toISOString(), to: new Date(to).toISOString(), lessons: items, freeSlots };
    },
  );
};

/** `/users/v1/open/tutors/:id/free-slots`: what a guest sees before picking slots. */
export const openScheduleRoutes: FastifyPluginAsyncZod<{ deps: ScheduleDeps }> = async (app, { deps }) => {
  const schedule = createScheduleService(deps);
  app.get(
    '/tutors/:id/free-slots',
    {
      schema: { tags: ['schedule'], params: TutorIdParams, querystring: FreeSlotsQuery, response: { 200: FreeSlots } },
    },
    async (request) => schedule.freeSlots(request.params.id, request.query.from, request.query.days),
  );
};
