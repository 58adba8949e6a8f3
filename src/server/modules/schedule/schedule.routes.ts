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
import type { LessonsFacade } from '../lessons/lessons.module';
import type { ScheduleService } from './schedule.service';

/** `/users/v1/schedule`: the tutor's editor, and "my schedule" for either role (lessons through their facade). */
export const scheduleRoutes: FastifyPluginAsyncZod<{
  schedule: ScheduleService;
  lessons: Pick<LessonsFacade, 'list'>;
}> = async (app, { schedule, lessons }) => {
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
export const openScheduleRoutes: FastifyPluginAsyncZod<{ schedule: ScheduleService }> = async (app, { schedule }) => {
  app.get(
    '/tutors/:id/free-slots',
    {
      schema: { tags: ['schedule'], params: TutorIdParams, querystring: FreeSlotsQuery, response: { 200: FreeSlots } },
    },
    async (request) => schedule.freeSlots(request.params.id, request.query.from, request.query.days),
  );
};
