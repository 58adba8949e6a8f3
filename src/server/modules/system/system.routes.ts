import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import { text } from '../../../shared/validation/text';
import type { Database } from '../../db/database';
import { pendingMigrations } from '../../db/migrator';

const Health = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['ok', 'down']),
  /** Events some handler keeps failing on (retried with backoff; 0 when all is well). */
  detail: z.object({ failingEvents: z.number().int() }).optional(),
});
/** Liveness: the process answers (its pid tells the processes of a cluster apart). */
const Liveness = z.object({ status: z.literal('ok'), pid: z.number().int(), uptimeSeconds: z.number() });
/** Readiness: the database answers and has every migration this build ships. */
const Readiness = z.object({
  status: z.enum(['ready', 'not-ready']),
  database: z.enum(['ok', 'down']),
  migrations: z.enum(['applied', 'pending', 'unknown']),
});

/** `{exception}` posted by clients on uncaught and render errors. */
export const ExceptionReport = z.object({
  exception: text().min(1, 'validation.required').max(10000, 'validation.too-long'),
});

export const systemRoutes: FastifyPluginAsyncZod<{
  db: Database;
  events?: { failingCount(): Promise<number> };
}> = async (app, { db, events }) => {
  app.get(
    '/health',
    { schema: { tags: ['system'], response: { 200: Health, 503: Health } } },
    async (_request, reply) => {
      try {
        await sql`select 1`.execute(db);
        const failingEvents = events ? await events.failingCount() : undefined;
        return {
          status: 'ok' as const,
          database: 'ok' as const,
          ...(failingEvents === undefined ? {} : { detail: { failingEvents } }),
        };
      } catch (error) {
        app.log.error({ err: error }, 'health check: database unreachable');
        return reply.code(503).send({ status: 'degraded' as const, database: 'down' as const });
      }
    },
  );

  // Liveness and readiness apart: a supervisor restarts a process that stops living; a
  // load balancer sends requests only to a ready one. A dead database makes a process unready, not
  // dead: restarting it would not bring the database back.
  app.get('/health/live', { schema: { tags: ['system'], response: { 200: Liveness } } }, async () => ({
    status: 'ok' as const,
    pid: process.pid,
    uptimeSeconds: Math.round(process.uptime()),
  }));

  app.get(
    '/health/ready',
    { schema: { tags: ['system'], response: { 200: Readiness, 503: Readiness } } },
    async (_request, reply) => {
      try {
        const pending = await pendingMigrations(db);
        if (pending.length === 0)
          return { status: 'ready' as const, database: 'ok' as const, migrations: 'applied' as const };
        app.log.warn({ pending }, 'readiness: migrations not applied');
        return reply
          .code(503)
          .send({ status: 'not-ready' as const, database: 'ok' as const, migrations: 'pending' as const });
      } catch (error) {
        app.log.error({ err: error }, 'readiness: database unreachable');
        return reply
          .code(503)
          .send({ status: 'not-ready' as const, database: 'down' as const, migrations: 'unknown' as const });
      }
    },
  );

  app.post(
    '/exceptions',
    {
      schema: { tags: ['system'], body: ExceptionReport, response: { 202: z.object({ accepted: z.literal(true) }) } },
      // A broken client can report in a loop; keep one address from filling the table.
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      await db
        .insertInto('exception_reports')
        .values({
          message: request.body.exception,
          user_agent: request.headers['user-agent']?.slice(0, 500) ?? null,
          page_url: typeof request.headers.referer === 'string' ? request.headers.referer.slice(0, 2000) : null,
        })
        .execute();
      request.log.warn({ exception: request.body.exception.slice(0, 500) }, 'client exception reported');
      return reply.code(202).send({ accepted: true as const });
    },
  );
};
