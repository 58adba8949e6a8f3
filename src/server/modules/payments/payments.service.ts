import type { FastifyBaseLogger } from 'fastify';
import {
  PAYMENT_WEBHOOK_PATH,
  UAH_CCY,
  paymentResultPagePath,
  type CreateTopUpInput,
  type LessonPayment,
  type Payment,
  type PayLessonByCardInput,
  type StartedPayment,
} from '../../../shared/contracts/payments';
import { AppError } from '../../../shared/errors';
import type { Database } from '../../db/database';
import type { Events } from '../../events/events.types';
import type { LedgerFacade } from '../ledger/ledger.module';
import type { LessonsFacade } from '../lessons/lessons.module';
import { paymentRef, postPaymentChange } from './payment-postings';
import { AcquirerError, type Acquirer, type InvoiceState, type InvoiceStatus } from './acquirer.port';
import { STATUS_OF, decideStatus } from './payment-state';
import './payment.events';
import {
  insertPayment,
  livePaymentOfLesson,
  paymentById,
  paymentByInvoice,
  paymentByKey,
  paymentsOfUser,
  type PaymentRow,
} from './payments.queries';
import { lessonPayable } from './lesson-payability';

export interface PaymentsDeps {
  db: Database;
  now: () => number;
  events: Events;
  log: FastifyBaseLogger;
  acquirer: Acquirer;
  lessons: LessonsFacade;
  ledger: LedgerFacade;
  /** Where the acquirer sends the payer back and posts its webhooks. */
  publicUrl: string;
  /** Seconds an invoice stays payable. */
  invoiceValiditySeconds: number;
}

export function toPayment(row: PaymentRow): Payment {
  return {
    id: row.id,
    purpose: row.purpose,
    lessonId: row.lesson_id,
    amountMinor: row.amount_minor,
    currency: 'UAH',
    status: row.status,
    transactionStatus: row.transaction_status,
    failureReason: row.failure_reason,
    pageUrl: row.status === 'CREATED' && row.transaction_status === 'CREATED' ? row.page_url : null,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** How long the result page waits for a webhook before asking the acquirer itself. */
const RESULT_REFRESH_AFTER_MS = 5_000;

export type ApplyOutcome = 'changed' | 'touched' | 'ignored' | 'unknown-invoice';

/**
 * Card payments (issue 26 items 2–3): invoices at the acquirer, their statuses applied once
 * whatever order webhooks and polls bring them in, and the lesson holds captured or released.
 * No transaction stays open while the acquirer is called (PGlite has one connection).
 */
export function createPaymentsService(deps: PaymentsDeps) {
  const { db, acquirer } = deps;

  /** A payment row exists first, so a retried request finds it; then the acquirer's invoice. */
  async function start(
    userId: string,
    key: string,
    values: { purpose: PaymentRow['purpose']; lessonId: string | null; amountMinor: number; destination: string },
  ): Promise<StartedPayment> {
    const at = new Date(deps.now());
    const inserted = await db.transaction().execute(async (trx) => {
      const fresh = await insertPayment(trx, {
        user_id: userId,
        purpose: values.purpose,
        lesson_id: values.lessonId,
        provider: acquirer.provider,
        amount_minor: values.amountMinor,
        payment_type: values.purpose === 'LESSON' ? 'hold' : 'debit',
        idempotency_key: key,
        created_at: at,
        updated_at: at,
      });
      // A top-up shows in the user's transactions from the start (CREATED), settled by its posting.
      if (fresh && fresh.purpose === 'TOP_UP') {
        await deps.ledger.openTransaction(trx, {
          userId,
          direction: 'INCOMING',
          amountMinor: fresh.amount_minor,
          method: 'CARD',
          purpose: 'TOP_UP',
          status: 'CREATED',
          paymentStatus: 'CREATED',
          externalRef: paymentRef(fresh.id),
        });
      }
      return fresh;
    });
    let row = inserted ?? (await paymentByKey(db, userId, key))!;
    if (row.purpose !== values.purpose || row.lesson_id !== values.lessonId || row.amount_minor !== values.amountMinor)
      throw new AppError('CONFLICT');
    if (row.invoice_id && row.page_url) return { payment: toPayment(row), pageUrl: row.page_url };
    if (row.status !== 'CREATED') throw new AppError('SERVICE_UNAVAILABLE');
    try {
      const invoice = await acquirer.createInvoice({
        amount: row.amount_minor,
        ccy: UAH_CCY,
        paymentType: row.payment_type,
        reference: row.id,
        destination: values.destination,
        redirectUrl: `${deps.publicUrl}${paymentResultPagePath(row.id)}`,
        webHookUrl: `${deps.publicUrl}${PAYMENT_WEBHOOK_PATH}`,
        validity: deps.invoiceValiditySeconds,
      });
      row = await db
        .updateTable('payments')
        .set({ invoice_id: invoice.invoiceId, page_url: invoice.pageUrl, updated_at: new Date(deps.now()) })
        .where('id', '=', row.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return { payment: toPayment(row), pageUrl: invoice.pageUrl };
    } catch (error) {
      if (!(error instanceof AcquirerError)) throw error;
      deps.log.warn({ err: error, paymentId: row.id }, 'acquirer refused an invoice');
      // A retryable failure keeps the row for the same key to try again; otherwise the invoice
      // may exist or never will, and the payer never saw its page: this attempt is over.
      if (error.kind !== 'retryable') {
        const failed = row;
        await db.transaction().execute(async (trx) => {
          await trx
            .updateTable('payments')
            .set({
              status: 'CANCELED',
              transaction_status: 'FAILURE',
              failure_reason: error.message.slice(0, 300),
              updated_at: new Date(deps.now()),
            })
            .where('id', '=', failed.id)
            .execute();
          const open = await deps.ledger.transactionByExternalRef(trx, paymentRef(failed.id));
          if (open)
            await deps.ledger.setTransactionStatus(trx, {
              transactionId: open.id,
              status: 'FAILURE',
              paymentStatus: 'CANCELED',
            });
        });
      }
      throw new AppError('SERVICE_UNAVAILABLE');
    }
  }

  /**
   * Applies what the acquirer says of an invoice; one change emits one event, replays none. A
   * lesson's hold confirms its payment (CONFIRM_PAYMENT) in the same transaction; when the lesson
   * no longer takes it (cancelled or started meanwhile) the hold is released right after.
   */
  async function applyInvoiceState(state: InvoiceState, source: 'webhook' | 'poll' | 'action'): Promise<ApplyOutcome> {
    // The lesson's tutor is read first: PGlite's one connection is the transaction's below.
    const known = await db
      .selectFrom('payments')
      .select(['user_id', 'lesson_id'])
      .where('provider', '=', acquirer.provider)
      .where('invoice_id', '=', state.invoiceId)
      .executeTakeFirst();
    const lesson = known?.lesson_id ? await deps.lessons.participantLesson(known.user_id, known.lesson_id) : null;
    const result = await applyInTransaction(state, source, lesson?.teacherId ?? null);
    if (result.releaseLesson) {
      await settleLessonHold(result.releaseLesson, 'release').catch((error: unknown) =>
        deps.log.error({ err: error, lessonId: result.releaseLesson }, 'releasing an unwanted lesson hold failed'),
      );
    }
    return result.outcome;
  }

  async function applyInTransaction(
    state: InvoiceState,
    source: 'webhook' | 'poll' | 'action',
    tutorId: string | null,
  ): Promise<{ outcome: ApplyOutcome; releaseLesson?: string }> {
    return db.transaction().execute(async (trx) => {
      const row = await paymentByInvoice(trx, acquirer.provider, state.invoiceId);
      if (!row) return { outcome: 'unknown-invoice' };
      const decision = decideStatus(
        { providerStatus: row.provider_status as InvoiceStatus, modifiedAt: row.provider_modified_at },
        state,
      );
      if (decision.apply === 'ignore') return { outcome: 'ignored' };
      const at = new Date(deps.now());
      if (decision.apply === 'touch') {
        await trx
          .updateTable('payments')
          .set({ provider_modified_at: state.modifiedDate, updated_at: at })
          .where('id', '=', row.id)
          .execute();
        return { outcome: 'touched' };
      }
      const next = STATUS_OF[state.status];
      await trx
        .updateTable('payments')
        .set({
          provider_status: state.status,
          provider_modified_at: state.modifiedDate,
          status: next.status,
          transaction_status: next.transactionStatus,
          failure_reason: state.failureReason?.slice(0, 300) ?? row.failure_reason,
          updated_at: at,
        })
        .where('id', '=', row.id)
        .execute();
      const finalAmountMinor = state.finalAmount || row.amount_minor;
      const booked = await postPaymentChange({ trx, ledger: deps.ledger, row, to: next, finalAmountMinor, tutorId });
      const change = await trx
        .insertInto('payment_status_changes')
        .values({
          payment_id: row.id,
          source,
          provider_status: state.status,
          provider_modified_at: state.modifiedDate,
          status: next.status,
          transaction_status: next.transactionStatus,
          created_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (next.status !== row.status || next.transactionStatus !== row.transaction_status) {
        await deps.events.emit(trx, {
          type: 'payment.status-changed',
          aggregateType: 'payment',
          aggregateId: row.id,
          payload: {
            paymentId: row.id,
            changeId: String(change.id),
            userId: row.user_id,
            purpose: row.purpose,
            lessonId: row.lesson_id,
            amountMinor: row.amount_minor,
            finalAmountMinor: next.status === 'CAPTURED' ? finalAmountMinor : 0,
            from: row.status,
            to: next.status,
            transactionStatus: next.transactionStatus,
          },
        });
      }
      if (next.status === 'AUTHORIZED' && row.lesson_id) {
        // Paid already, or the lesson takes no payment now: this card hold goes back.
        if (!booked || !(await confirmLessonPayment(trx, row.lesson_id, row.user_id)))
          return { outcome: 'changed', releaseLesson: row.lesson_id };
      }
      return { outcome: 'changed' };
    });
  }

  /** The lesson takes CONFIRM_PAYMENT (lessons-core's table decides); false when it refuses. */
  async function confirmLessonPayment(trx: Database, lessonId: string, studentId: string): Promise<boolean> {
    try {
      await deps.lessons.transition(trx, { lessonId, action: 'CONFIRM_PAYMENT', userId: studentId });
      return true;
    } catch (error) {
      if (error instanceof AppError) return false;
      throw error;
    }
  }

  /** The lesson's hold that is not given back (AUTHORIZED or CAPTURED), by whatever it was paid. */
  async function liveHold(lessonId: string) {
    const hold = await deps.ledger.lessonHold(db, lessonId);
    return hold && hold.status !== 'CANCELED' ? { ...hold, status: hold.status } : null;
  }

  /** Asks the acquirer for the invoice's status and applies it (a late webhook, an action's result). */
  async function refresh(row: Pick<PaymentRow, 'invoice_id'>, source: 'poll' | 'action'): Promise<ApplyOutcome> {
    if (!row.invoice_id) return 'unknown-invoice';
    return applyInvoiceState(await acquirer.status(row.invoice_id), source);
  }

  /**
   * Captures or releases a lesson's held card payment. Safe to repeat (the event bus retries):
   * the acquirer's current status is read first, and only a hold is finalized or cancelled.
   */
  async function settleLessonHold(lessonId: string, action: 'capture' | 'release'): Promise<void> {
    const row = await livePaymentOfLesson(db, lessonId);
    if (!row?.invoice_id) return;
    const state = await acquirer.status(row.invoice_id);
    if (state.status === 'hold') {
      if (action === 'capture') await acquirer.finalize(row.invoice_id);
      else await acquirer.cancel(row.invoice_id);
      await refresh(row, 'action');
    } else {
      await applyInvoiceState(state, 'action');
    }
  }

  return {
    applyInvoiceState,
    refresh,
    settleLessonHold,

    startTopUp(userId: string, input: CreateTopUpInput) {
      return start(userId, input.idempotencyKey, {
        purpose: 'TOP_UP',
        lessonId: null,
        amountMinor: input.amountMinor,
        destination: 'Repetytor balance top-up',
      });
    },

    async startLessonCardPayment(userId: string, lessonId: string, input: PayLessonByCardInput) {
      const lesson = await deps.lessons.participantLesson(userId, lessonId);
      if (!lesson || lesson.studentId !== userId) throw new AppError('NOT_FOUND');
      const live = await livePaymentOfLesson(db, lessonId);
      // Paid from the balance already: a card payment would only be held and given back.
      const held = await liveHold(lessonId);
      if (held?.fundedBy === 'BALANCE' && live?.idempotency_key !== input.idempotencyKey)
        throw new AppError('LESSON_ALREADY_PAID');
      if (live && live.idempotency_key !== input.idempotencyKey) {
        // An open invoice is answered again rather than a second one made.
        if (live.status === 'CREATED' && live.page_url && live.transaction_status === 'CREATED')
          return { payment: toPayment(live), pageUrl: live.page_url };
        throw new AppError('LESSON_ALREADY_PAID');
      }
      if (!live && !lessonPayable(lesson, deps.now())) throw new AppError('LESSON_ACTION_NOT_ALLOWED');
      return start(userId, input.idempotencyKey, {
        purpose: 'LESSON',
        lessonId,
        amountMinor: lesson.priceMinor,
        destination: `Repetytor lesson ${lessonId}`,
      });
    },

    /**
     * The result page polls this. A payment still open a few seconds after the payer came back
     * means its webhook is late: the acquirer is asked directly, as the poll job would.
     */
    async get(userId: string, paymentId: string): Promise<Payment> {
      let row = await paymentById(db, paymentId);
      if (!row || row.user_id !== userId) throw new AppError('NOT_FOUND');
      const open = row.transaction_status === 'CREATED' || row.transaction_status === 'PROCESSING';
      if (open && row.invoice_id && deps.now() - row.updated_at.getTime() > RESULT_REFRESH_AFTER_MS) {
        try {
          await refresh(row, 'poll');
          row = (await paymentById(db, paymentId)) ?? row;
        } catch (error) {
          deps.log.warn({ err: error, paymentId }, 'payment status refresh failed');
        }
      }
      return toPayment(row);
    },

    async lessonPayment(userId: string, lessonId: string): Promise<LessonPayment> {
      const lesson = await deps.lessons.participantLesson(userId, lessonId);
      if (!lesson) throw new AppError('NOT_FOUND');
      const row = await livePaymentOfLesson(db, lessonId);
      const hold = await liveHold(lessonId);
      return {
        payment: row ? toPayment(row) : null,
        hold: hold ? { fundedBy: hold.fundedBy, status: hold.status, amountMinor: hold.amountMinor } : null,
      };
    },

    async list(userId: string): Promise<Payment[]> {
      return (await paymentsOfUser(db, userId, 200)).map(toPayment);
    },
  };
}
export type PaymentsService = ReturnType<typeof createPaymentsService>;
