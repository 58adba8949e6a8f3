/**
 * The SMS port for phone confirmation codes. No provider is wired yet;
 * the outbox default keeps the message and logs it, and a provider adapter implements this.
 */
export interface SmsSender {
  readonly kind: string;
  send(message: { to: string; text: string }): Promise<void>;
}
