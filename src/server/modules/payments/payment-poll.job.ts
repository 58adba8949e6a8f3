import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { createPeriodicJob } from '../../jobs/periodic-job';
import type { PaymentsService } from './payments.service';

export interface PaymentPollOptions {
  db: Database;
  now: () => number;
  provider: string;
  payments: PaymentsService;
  /** An open invoice not heard of for this long is asked about (its webhook is late or lost). */
  lateAfterMs: number;
  intervalMs: number;
  log?: FastifyBaseLogger;
}

/** One pass: asks the acquirer about quiet open invoices; answers how many changed. */
export async function pollLatePayments(
  options: Omit<PaymentPollOptions, 'intervalMs'>,
): Promise<{ asked: number; changed: number }> {
  const quiet = await options.db
    .selectFrom('payments')
    .select(['id', 'invoice_id'])
    .where('provider', '=', options.provider as 'sandbox' | 'monobank')
    .where('invoice_id', 'is not', null)
    .where('transaction_status', 'in', ['CREATED', 'PROCESSING'])
    .where('updated_at', '<', new Date(options.now() - options.lateAfterMs))
    .orderBy('updated_at')
    .limit(50)
    .execute();
  // Payments given up while the acquirer holds or took money on them: asking applies the
  // answer, which sends that money back.
  const stray = await options.db
    .selectFrom('payments')
    .select(['id', 'invoice_id'])
    .where('provider', '=', options.provider as 'sandbox' | 'monobank')
    .where('status', '=', 'CANCELED')
    .where('provider_status', 'in', ['hold', 'success'])
    .where('invoice_id', 'is not', null)
    .where('updated_at', '<', new Date(options.now() - options.lateAfterMs))
    .orderBy('updated_at')
    .limit(50)
    .execute();
  let changed = 0;
  for (const row of [...quiet, ...stray]) {
    try {
      if ((await options.payments.refresh(row, 'poll')) === 'changed') changed++;
    } catch (error) {
      // One acquirer hiccup must not stop the rest of the pass; the next pass asks again.
      options.log?.warn({ err: error, paymentId: row.id }, 'payment status poll failed');
    }
  }
  return { asked: quiet.length + stray.length, changed };
}

/**
 * Status polling when a webhook is late: monobank retries its webhooks, but a
 * lost one must not leave a paid top-up uncredited. Every server process may run it: applying a
 * status is idempotent.
 */
export function createPaymentPollJob(options: PaymentPollOptions) {
  return createPeriodicJob({
    name: 'payment-poll',
    intervalMs: options.intervalMs,
    run: () => pollLatePayments(options),
    log: options.log,
    describe: (result) => (result.changed > 0 ? result : null),
  });
}
