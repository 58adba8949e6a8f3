import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LessonIdParams } from '../../../shared/contracts/lessons';
import {
  InviteStudentBody,
  InviteTokenParams,
  InviteView,
  LessonStudentView,
  MyStudent,
  MyStudentList,
  MyStudentsQuery,
  StudentIdParams,
  StudentInvite,
  StudentSharing,
  StudentStateBody,
} from '../../../shared/contracts/students';
import type { StudentsService } from './students.service';

/** `/users/v1/students…`, the lesson's student tab and the student's sharing switch (signed in). */
export const studentRoutes: FastifyPluginAsyncZod<{ students: StudentsService }> = async (app, { students }) => {
  const tags = ['students'];
  const security = [{ bearerAuth: [] }];
  app.addHook('onRequest', app.authenticate);
  const teacherOnly = app.requireRole('ROLE_TEACHER');
  const studentOnly = app.requireRole('ROLE_STUDENT');

  app.get(
    '/students',
    {
      onRequest: teacherOnly,
      schema: { tags, security, querystring: MyStudentsQuery, response: { 200: MyStudentList } },
    },
    async (request) => ({ items: await students.list(request.user!.id, request.query.tab) }),
  );

  app.post(
    '/students/invites',
    { onRequest: teacherOnly, schema: { tags, security, body: InviteStudentBody, response: { 201: StudentInvite } } },
    async (request, reply) => reply.code(201).send(await students.invite(request.user!.id, request.body.email)),
  );

  app.post(
    '/students/invites/:token/accept',
    { schema: { tags, security, params: InviteTokenParams, response: { 200: InviteView } } },
    async (request) => students.accept(request.user!, request.params.token),
  );

  app.put(
    '/students/:studentId/state',
    {
      onRequest: teacherOnly,
      schema: { tags, security, params: StudentIdParams, body: StudentStateBody, response: { 200: MyStudent } },
    },
    async (request) => students.setActive(request.user!.id, request.params.studentId, request.body.active),
  );

  app.get(
    '/student-sharing',
    { onRequest: studentOnly, schema: { tags, security, response: { 200: StudentSharing } } },
    async (request) => ({ shareQuizResults: await students.sharing(request.user!.id) }),
  );

  app.put(
    '/student-sharing',
    { onRequest: studentOnly, schema: { tags, security, body: StudentSharing, response: { 200: StudentSharing } } },
    async (request) => {
      await students.setSharing(request.user!.id, request.body.shareQuizResults);
      return request.body;
    },
  );

  app.get(
    '/lessons/:id/student',
    {
      onRequest: teacherOnly,
      schema: { tags, security, params: LessonIdParams, response: { 200: LessonStudentView } },
    },
    async (request) => students.lessonStudent(request.user!.id, request.params.id),
  );
};

/** `/users/v1/open/student-invites/:token`: what the mail's link shows before signing in. */
export const openStudentRoutes: FastifyPluginAsyncZod<{ students: StudentsService }> = async (app, { students }) => {
  app.get(
    '/student-invites/:token',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: { tags: ['students'], params: InviteTokenParams, response: { 200: InviteView } },
    },
    async (request) => students.view(request.params.token),
  );
};
