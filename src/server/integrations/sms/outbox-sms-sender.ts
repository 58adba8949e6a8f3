import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import type { SmsSender } from './sms.port';

/** The embedded default: the SMS is kept in the outbox table and logged with its code. */
export function createOutboxSmsSender(db: Database, log: FastifyBaseLogger): SmsSender {
  return {
    kind: 'outbox',
    async send(message) {
      await db
        .insertInto('outbox')
        .values({ channel: 'SMS', recipient: message.to, subject: null, body: message.text })
        .execute();
      log.info({ to: message.to, text: message.text }, 'SMS kept in the outbox (no SMS provider)');
    },
  };
}
