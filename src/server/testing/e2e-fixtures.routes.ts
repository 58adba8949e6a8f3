import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../shared/errors';
import type { Database } from '../db/database';

/**
 * Test seams for the browser suite only, registered when E2E_FIXTURES=1 (scripts/e2e-server.mjs;
 * config refuses it in production). Lessons start on whole future hours and a meeting opens half
 * an hour before, so no user action can make a lesson joinable at an arbitrary moment: a test
 * books one normally, then moves it here to the hour that is joinable now.
 */
export const e2eFixtureRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.post(
    '/e2e/lessons/:id/starts-at',
    {
      schema: {
        hide: true,
        params: z.object({ id: z.uuid() }),
        body: z.object({ startsAt: z.iso.datetime({ offset: true }) }),
      },
    },
    async (request, reply) => {
      const startsAt = new Date(request.body.startsAt);
      const id = request.params.id;
      await db.transaction().execute(async (trx) => {
        const lesson = await trx
          .selectFrom('lessons')
          .select(['teacher_id', 'student_id'])
          .where('id', '=', id)
          .executeTakeFirst();
        if (!lesson) throw new AppError('NOT_FOUND');
        // An earlier run's lesson of either side at that hour would block the slot indexes.
        await trx
          .updateTable('lessons')
          .set({ status: 'CANCELED' })
          .where('id', '<>', id)
          .where('starts_at', '=', startsAt)
          .where((eb) => eb.or([eb('teacher_id', '=', lesson.teacher_id), eb('student_id', '=', lesson.student_id)]))
          .execute();
        await trx.updateTable('lessons').set({ starts_at: startsAt }).where('id', '=', id).execute();
      });
      return reply.code(204).send();
    },
  );
};
