import nodemailer from 'nodemailer';
import type { MailSender } from './mail.port';

/**
 * Sends through an SMTP server: `smtp://user:pass@host:587` (STARTTLS when offered) or
 * `smtps://…:465`. One pooled transport per process keeps connections warm for bursts of codes.
 */
export function createSmtpMailSender(options: { url: string; from: string }): MailSender {
  const transport = nodemailer.createTransport(options.url);
  return {
    kind: 'smtp',
    async send(message) {
      await transport.sendMail({ from: options.from, ...message });
    },
  };
}
