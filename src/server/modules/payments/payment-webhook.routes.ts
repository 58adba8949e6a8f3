import type { FastifyPluginAsync } from 'fastify';
import type { Acquirer } from './acquirer.port';
import type { PaymentsService } from './payments.service';

/**
 * Where the acquirer posts invoice updates (open: the signature is the authentication). The
 * body is kept as the exact bytes received, by a JSON parser scoped to this plugin, because
 * `X-Sign` signs those bytes and re-serialised JSON would not match (HOUSE-STYLE 25).
 */
export const paymentWebhookRoutes: FastifyPluginAsync<{ acquirer: Acquirer; payments: PaymentsService }> = async (
  app,
  { acquirer, payments },
) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 64 * 1024 }, (_request, body, done) =>
    done(null, body),
  );

  app.post('/payments/webhook', { schema: { hide: true } }, async (request, reply) => {
    const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const signature = request.headers['x-sign'];
    const state = await acquirer.verifyWebhook(raw, typeof signature === 'string' ? signature : undefined);
    if (!state) {
      request.log.warn('payment webhook with a bad signature');
      return reply.code(401).send({ code: 'UNAUTHORIZED', message: 'Bad signature' });
    }
    const outcome = await payments.applyInvoiceState(state, 'webhook');
    // An unknown invoice is answered 200 too: the acquirer has nothing to retry.
    return reply.code(200).send({ outcome });
  });
};
