import { renderMail } from '../../integrations/mail/mail-templates';
import type { AppContext } from '../../app-context';
import type { NotificationsFacade } from '../notifications/notifications.module';
import * as q from './verification.queries';

export type VerificationOutcome = 'submitted' | 'approved' | 'declined' | 'missing-info';

declare module '../../events/events.types' {
  interface DomainEvents {
    /** A teacher's verification moved: submitted by them, or decided by an admin. */
    'verification.changed': { userId: string; outcome: VerificationOutcome; reason: string | null; at: string };
  }
}

/**
 * What follows a verification change, off the change's transaction: the in-app notification
 * always, and for a decision an e-mail when the teacher allows notifications. Separate handlers,
 * so a mail server that is down is retried without holding back the notification.
 */
export function registerVerificationHandlers(
  deps: Pick<AppContext, 'db' | 'events' | 'mail'> & { notifications: NotificationsFacade },
): void {
  deps.events.on('verification.changed', 'verification.notify', async ({ payload }, { trx }) => {
    await deps.notifications.notify(trx, {
      userId: payload.userId,
      kind: 'INFORMATION',
      titleKey: `verification-${payload.outcome}`,
      params: payload.reason ? { reason: payload.reason } : {},
      createdAt: new Date(payload.at),
    });
  });

  deps.events.on(
    'verification.changed',
    'verification.mail',
    async ({ payload }) => {
      if (payload.outcome === 'submitted') return;
      const row = await q.readVerification(deps.db, payload.userId);
      if (!row?.notifications_enabled) return;
      const mail = renderMail(
        payload.outcome === 'approved' ? 'verification-approved' : 'verification-declined',
        row.language,
        row.email,
        { name: row.first_name, reason: payload.reason ?? '' },
      );
      // A failure throws: the dispatcher retries with backoff (the mail may then go twice, never
      // zero times).
      await deps.mail.send(mail);
    },
    { transaction: false },
  );
}
