import type { FastifyBaseLogger } from 'fastify';
import type {
  CreateTopUpInput,
  LessonPayment,
  Payment,
  PayLessonByCardInput,
} from '../../../shared/contracts/payments';
import { AppError } from '../../../shared/errors';
import type { Database } from '../../db/database';
import type { Events } from '../../events/events.types';
import type { LedgerFacade } from '../ledger/ledger.module';
import type { LessonsFacade } from '../lessons/lessons.module';
import { paymentRef, postPaymentChange } from './payment-postings';
import type { Acquirer, InvoiceState, InvoiceStatus } from './acquirer.port';
import { holdForReview, reviewReasonOf } from './payment-review';
import { createPaymentStarter } from './payment-start';
import { STATUS_OF, decideStatus } from './payment-state';
import { toPayment } from './payment-view';
import './payment.events';
import {
  livePaymentOfLesson,
  paymentById,
  paymentByInvoice,
  paymentByKey,
  paymentOfLedgerHold,
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

/** How long the result page waits for a webhook before asking the acquirer itself. */
const RESULT_REFRESH_AFTER_MS = 5_000;

export type ApplyOutcome = 'changed' | 'touched' | 'ignored' | 'unknown-invoice' | 'surplus';

/** Acquirer statuses in which it holds or has taken the payer's money. */
const MONEY_TAKEN: readonly InvoiceStatus[] = ['hold', 'success'];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Card payments: invoices at the acquirer, their statuses applied once
 * whatever order webhooks and polls bring them in, and the lesson holds captured or released.
 * No transaction stays open while the acquirer is called (PGlite has one connection).
 */
export function createPaymentsService(deps: PaymentsDeps) {
  const { db, acquirer } = deps;

  const start = createPaymentStarter(deps, (row) => refresh(row, 'poll'));

  /**
   * Applies what the acquirer says of an invoice; one change emits one event, replays none. A
   * lesson's hold confirms its payment (CONFIRM_PAYMENT) in the same transaction; when the lesson
   * no longer takes it (paid already, cancelled or started meanwhile), that payment's card hold
   * goes back right after. So does money held or taken on an invoice we gave up or never knew.
   */
  async function applyInvoiceState(state: InvoiceState, source: 'webhook' | 'poll' | 'action'): Promise<ApplyOutcome> {
    // The lesson's tutor is read first: PGlite's one connection is the transaction's below.
    const known = await db
      .selectFrom('payments')
      .select(['user_id', 'lesson_id'])
      .where('provider', '=', acquirer.provider)
      .where('invoice_id', '=', state.invoiceId)
      .executeTakeFirst();
    if (!known) return strayInvoice(state);
    const lesson = known.lesson_id ? await deps.lessons.participantLesson(known.user_id, known.lesson_id) : null;
    const result = await applyInTransaction(state, source, lesson?.teacherId ?? null);
    if (result.giveBack) {
      await giveBack(state.invoiceId).catch((error: unknown) =>
        deps.log.error({ err: error, invoiceId: state.invoiceId }, 'returning an unwanted card payment failed'),
      );
    }
    return result.outcome;
  }

  /**
   * An invoice no payment row names: one made for a payment that was given up before its answer
   * came (the request timed out, or a newer caller took over). Nobody was shown its page; if
   * money is held or taken on it anyway, it goes back to the card. A failure here throws, so
   * the acquirer delivers the webhook again.
   */
  async function strayInvoice(state: InvoiceState): Promise<ApplyOutcome> {
    if (!MONEY_TAKEN.includes(state.status) || !state.reference || !UUID.test(state.reference))
      return 'unknown-invoice';
    const ours = await paymentById(db, state.reference);
    if (!ours || ours.provider !== acquirer.provider) return 'unknown-invoice';
    deps.log.warn(
      { paymentId: ours.id, invoiceId: state.invoiceId, status: state.status },
      'money on an invoice of a given-up payment: cancelling it at the acquirer',
    );
    await acquirer.cancel(state.invoiceId);
    return 'surplus';
  }

  /** Cancels whatever the acquirer holds or took on the invoice, then records its answer. */
  async function giveBack(invoiceId: string): Promise<void> {
    const state = await acquirer.status(invoiceId);
    if (!MONEY_TAKEN.includes(state.status)) return;
    await acquirer.cancel(invoiceId);
    await refresh({ invoice_id: invoiceId }, 'action');
  }

  async function applyInTransaction(
    state: InvoiceState,
    source: 'webhook' | 'poll' | 'action',
    tutorId: string | null,
  ): Promise<{ outcome: ApplyOutcome; giveBack?: boolean }> {
    return db.transaction().execute(async (trx) => {
      const row = await paymentByInvoice(trx, acquirer.provider, state.invoiceId);
      if (!row) return { outcome: 'unknown-invoice' };
      const decision = decideStatus(
        { providerStatus: row.provider_status as InvoiceStatus, modifiedAt: row.provider_modified_at },
        state,
      );
      const at = new Date(deps.now());
      const next = STATUS_OF[state.status];
      if (row.status === 'CANCELED' && next.status !== 'CANCELED') {
        // A payment we gave up (superseded by the lesson's live one) never comes back to life:
        // the acquirer's word is kept, so the poll job sees it, and its money goes back.
        if (decision.apply !== 'ignore')
          await trx
            .updateTable('payments')
            .set({ provider_status: state.status, provider_modified_at: state.modifiedDate, updated_at: at })
            .where('id', '=', row.id)
            .execute();
        return { outcome: 'surplus', giveBack: MONEY_TAKEN.includes(state.status) };
      }
      if (decision.apply === 'ignore') return { outcome: 'ignored' };
      if (decision.apply === 'touch') {
        await trx
          .updateTable('payments')
          .set({ provider_modified_at: state.modifiedDate, updated_at: at })
          .where('id', '=', row.id)
          .execute();
        return { outcome: 'touched' };
      }
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
      const found = row.review_reason ? null : reviewReasonOf(row, state);
      const review = row.review_reason ?? found;
      if (found) {
        deps.log.error(
          {
            paymentId: row.id,
            invoiceId: state.invoiceId,
            reason: found,
            expected: { amount: row.amount_minor, ccy: row.ccy },
            reported: { status: state.status, amount: state.amount, finalAmount: state.finalAmount, ccy: state.ccy },
          },
          'acquirer reported another amount or currency than the invoice: nothing credited, admins told',
        );
        await holdForReview(trx, deps.events, row, state, found, at);
      }
      // A payment under review moves no money on its own: an administrator settles it.
      const booked = review
        ? await markUnderReview(trx, row, next)
        : await postPaymentChange({
            trx,
            ledger: deps.ledger,
            row,
            to: next,
            finalAmountMinor: state.finalAmount || row.amount_minor,
            tutorId,
          });
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
            finalAmountMinor: next.status === 'CAPTURED' && !review ? state.finalAmount || row.amount_minor : 0,
            from: row.status,
            to: next.status,
            transactionStatus: next.transactionStatus,
          },
        });
      }
      if (next.status === 'AUTHORIZED' && row.lesson_id) {
        // Paid already, the lesson takes no payment now, or the hold is not what was asked for:
        // this card hold goes back.
        if (!booked || !(await confirmLessonPayment(trx, row.lesson_id, row.user_id)))
          return { outcome: 'changed', giveBack: true };
      }
      return { outcome: 'changed' };
    });
  }

  /** A top-up under review shows as processing; answers false (nothing booked). */
  async function markUnderReview(trx: Database, row: PaymentRow, next: { status: Payment['status'] }) {
    const open = row.purpose === 'TOP_UP' ? await deps.ledger.transactionByExternalRef(trx, paymentRef(row.id)) : null;
    if (open)
      await deps.ledger.setTransactionStatus(trx, {
        transactionId: open.id,
        status: 'PROCESSING',
        paymentStatus: next.status,
      });
    return false;
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
   * Captures or releases a lesson's held card payment: the payment whose hold the ledger holds
   * for the lesson, never merely the lesson's newest row. Without a card hold in the ledger
   * (paid from the balance, or the card's hold not heard of yet) the lesson's live invoice is
   * only brought up to date; a hold found on it then goes back, as the lesson no longer takes
   * it. Safe to repeat (the event bus retries): only a hold is finalized or cancelled.
   */
  async function settleLessonHold(lessonId: string, action: 'capture' | 'release'): Promise<void> {
    const hold = await deps.ledger.lessonHold(db, lessonId);
    const backing = hold?.fundedBy === 'CARD' ? await paymentOfLedgerHold(db, hold.id) : undefined;
    if (!backing) {
      const live = await livePaymentOfLesson(db, lessonId);
      if (live?.invoice_id) await refresh(live, 'action');
      return;
    }
    if (!backing.invoice_id) return;
    const state = await acquirer.status(backing.invoice_id);
    if (state.status === 'hold' && hold?.status === 'AUTHORIZED' && !backing.review_reason) {
      if (action === 'capture') await acquirer.finalize(backing.invoice_id);
      else await acquirer.cancel(backing.invoice_id);
      await refresh(backing, 'action');
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
      const mine = await paymentByKey(db, userId, input.idempotencyKey);
      // Paid from the balance already: a card payment would only be held and given back.
      const held = await liveHold(lessonId);
      if (held?.fundedBy === 'BALANCE' && !mine) throw new AppError('LESSON_ALREADY_PAID');
      // With a live payment, start() answers it (its page, or LESSON_ALREADY_PAID once held).
      if (!mine && !(await livePaymentOfLesson(db, lessonId)) && !lessonPayable(lesson, deps.now()))
        throw new AppError('LESSON_ACTION_NOT_ALLOWED');
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
