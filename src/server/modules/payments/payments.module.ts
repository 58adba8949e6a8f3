import type { AppContext } from '../../app-context';
import type { PaymentSettings } from '../../settings-defaults';
import type { LedgerFacade } from '../ledger/ledger.module';
import type { LessonsFacade } from '../lessons/lessons.module';
import type { NotificationsFacade } from '../notifications/notifications.module';
import type { Acquirer } from './acquirer.port';
import { createMonobankAcquirer } from './monobank.acquirer';
import { createPaymentPollJob } from './payment-poll.job';
import { registerLessonPaymentHandlers } from './payment-lesson.handlers';
import { registerPaymentReviewHandlers } from './payment-review';
import { paymentWebhookRoutes } from './payment-webhook.routes';
import { paymentRoutes } from './payments.routes';
import { createPaymentsService, type PaymentsService } from './payments.service';
import { sandboxPageRoutes } from './sandbox-page.routes';
import { createSandboxAcquirer, type WebhookDelivery } from './sandbox.acquirer';
import './payment.events';

export type { PaymentNeedsReview, PaymentStatusChanged } from './payment.events';
export { pollLatePayments } from './payment-poll.job';

/** What other modules may ask of payments. */
export interface PaymentsFacade {
  /** Captures or releases a lesson's held card payment (lessons call nothing else). */
  settleLessonHold: PaymentsService['settleLessonHold'];
}

export interface PaymentsModuleOptions {
  settings: PaymentSettings;
  publicUrl: string;
  lessons: LessonsFacade;
  ledger: LedgerFacade;
  /** Administrators hear of payments that wait for their review. */
  notifications: NotificationsFacade;
  /** How the sandbox acquirer posts its webhooks (app.ts sends them through the app itself). */
  deliverWebhook: WebhookDelivery;
}

/**
 * Card payments (docs/payments/card-payments.md): the acquirer chosen by settings (sandbox by
 * default, monobank with its token), user routes, the webhook route, the sandbox's hosted page
 * when it is the acquirer, the lesson handlers and the poll job main.ts runs.
 */
export function createPaymentsModule(
  ctx: Pick<AppContext, 'db' | 'now' | 'events' | 'log'>,
  options: PaymentsModuleOptions,
) {
  const { settings } = options;
  const sandbox =
    settings.acquirer === 'sandbox'
      ? createSandboxAcquirer({
          db: ctx.db,
          now: ctx.now,
          publicUrl: options.publicUrl,
          deliver: options.deliverWebhook,
          log: ctx.log,
        })
      : null;
  const acquirer: Acquirer =
    sandbox?.acquirer ??
    createMonobankAcquirer({ token: settings.monobankToken ?? '', apiUrl: settings.monobankApiUrl, now: ctx.now });
  const service = createPaymentsService({
    db: ctx.db,
    now: ctx.now,
    events: ctx.events,
    log: ctx.log,
    acquirer,
    lessons: options.lessons,
    ledger: options.ledger,
    publicUrl: options.publicUrl,
    invoiceValiditySeconds: settings.invoiceValiditySeconds,
  });
  registerLessonPaymentHandlers(ctx.events, service);
  registerPaymentReviewHandlers({ events: ctx.events, notifications: options.notifications });
  const facade: PaymentsFacade = { settleLessonHold: service.settleLessonHold };
  return {
    service,
    facade,
    routes: paymentRoutes,
    webhookRoutes: paymentWebhookRoutes,
    routeOptions: { payments: service, acquirer },
    /** The hosted page's routes, when the sandbox is the acquirer. */
    sandboxPage: sandbox ? { routes: sandboxPageRoutes, options: { sandbox } } : null,
    pollJob: (log = ctx.log) =>
      createPaymentPollJob({
        db: ctx.db,
        now: ctx.now,
        provider: acquirer.provider,
        payments: service,
        lateAfterMs: settings.pollLateAfterMs,
        intervalMs: settings.pollIntervalMs,
        log,
      }),
  };
}
export type PaymentsModule = ReturnType<typeof createPaymentsModule>;
