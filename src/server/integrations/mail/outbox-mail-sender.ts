import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import type { MailSender } from './mail.port';

/**
 * The embedded default: the message is kept in the outbox table and its text logged, so a
 * developer without SMTP still reads the 6-digit code in a log line.
 */
export function createOutboxMailSender(db: Database, log: FastifyBaseLogger): MailSender {
  return {
    kind: 'outbox',
    async send(message) {
      await db
        .insertInto('outbox')
        .values({ channel: 'EMAIL', recipient: message.to, subject: message.subject, body: message.text })
        .execute();
      log.info(
        { to: message.to, subject: message.subject, text: message.text },
        'mail kept in the outbox (no SMTP_URL)',
      );
    },
  };
}
