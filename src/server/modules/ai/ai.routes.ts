import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AiQuota, QuizAnalysisRequest, QuizHintRequest, type AiStreamEvent } from '../../../shared/contracts/ai';
import type { AiQuotaService } from './ai-quota.service';
import type { QuizAiService } from './quiz-ai.service';

/** Server-sent events: one `data:` JSON line per AiStreamEvent, flushed as each arrives. */
function sendEvents(reply: FastifyReply, events: AsyncIterable<AiStreamEvent>) {
  async function* lines() {
    for await (const event of events) yield `data: ${JSON.stringify(event)}\n\n`;
  }
  return reply
    .header('content-type', 'text/event-stream; charset=utf-8')
    .header('cache-control', 'no-cache, no-transform')
    .header('x-accel-buffering', 'no')
    .send(Readable.from(lines()));
}

/**
 * `/users/v1/ai`: the token quota, analyses of a quiz result and hints during a run.
 * A model is used when AI_BASE_URL and AI_MODEL are set (AI_API_KEY when the endpoint needs one).
 */
export const aiRoutes: FastifyPluginAsyncZod<{ quota: AiQuotaService; ai: QuizAiService }> = async (
  app,
  { quota, ai },
) => {
  const tags = ['ai'];
  const security = [{ bearerAuth: [] }];
  const streamed = { description: 'text/event-stream of AiStreamEvent (see src/shared/contracts/ai)' };
  app.addHook('onRequest', app.authenticate);

  app.get('/quota', { schema: { tags, security, response: { 200: AiQuota } } }, async (request) =>
    quota.read(request.user!.id),
  );

  app.post(
    '/quiz-analysis',
    { compress: false, schema: { tags, security, body: QuizAnalysisRequest, ...streamed } },
    async (request, reply) => sendEvents(reply, await ai.analysis(request.user!, request.body, request.language)),
  );

  app.post(
    '/quiz-hint',
    { compress: false, schema: { tags, security, body: QuizHintRequest, ...streamed } },
    async (request, reply) => sendEvents(reply, await ai.hint(request.user!, request.body, request.language)),
  );
};
