/** One email, already rendered in the recipient's language. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * The mail port (DESIGN "Integrations are ports"): SMTP through nodemailer when SMTP_URL is set,
 * otherwise the outbox table and the server log, so a local run shows the codes it sends.
 */
export interface MailSender {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
}
