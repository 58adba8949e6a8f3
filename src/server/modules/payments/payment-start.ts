import {
  PAYMENT_WEBHOOK_PATH,
  UAH_CCY,
  paymentResultPagePath,
  type StartedPayment,
} from '../../../shared/contracts/payments';
import { AppError } from '../../../shared/errors';
import { AcquirerError } from './acquirer.port';
import { paymentRef } from './payment-postings';
import {
  claimInvoiceRequest,
  insertPayment,
  livePaymentOfLesson,
  paymentById,
  paymentByKey,
  storeInvoice,
  type PaymentRow,
} from './payments.queries';
import type { PaymentsDeps } from './payments.service';
import { toPayment } from './payment-view';

/**
 * After this long without an invoice, whoever asked the acquirer for it is taken to be gone (the
 * acquirer's own time-out is shorter): the row is given up and a new one takes its place.
 */
const INVOICE_REQUEST_STALE_MS = 30_000;
/** How often a caller waiting for another caller's invoice looks again. */
const WAIT_STEP_MS = 50;

export interface StartValues {
  purpose: PaymentRow['purpose'];
  lessonId: string | null;
  amountMinor: number;
  destination: string;
}

type Next = { done: StartedPayment } | { again: true };

/**
 * Starting a card payment: one payment row per idempotency key and, for a lesson, one live row
 * per lesson (the database refuses a second). Exactly one caller asks the acquirer for a row's
 * invoice (it holds `invoice_requested_at`); everyone else who reaches the same row waits for
 * that invoice and answers its page, so parallel clicks make one invoice. No transaction stays
 * open while the acquirer is called (PGlite has one connection).
 */
export function createPaymentStarter(deps: PaymentsDeps, refresh: (row: PaymentRow) => Promise<unknown>) {
  const { db, acquirer } = deps;

  async function insert(userId: string, key: string, values: StartValues, at: Date) {
    return db.transaction().execute(async (trx) => {
      const fresh = await insertPayment(trx, {
        user_id: userId,
        purpose: values.purpose,
        lesson_id: values.lessonId,
        provider: acquirer.provider,
        amount_minor: values.amountMinor,
        payment_type: values.purpose === 'LESSON' ? 'hold' : 'debit',
        idempotency_key: key,
        invoice_requested_at: at,
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
  }

  async function requestInvoice(row: PaymentRow, destination: string): Promise<StartedPayment> {
    try {
      const invoice = await acquirer.createInvoice({
        amount: row.amount_minor,
        ccy: UAH_CCY,
        paymentType: row.payment_type,
        reference: row.id,
        destination,
        redirectUrl: `${deps.publicUrl}${paymentResultPagePath(row.id)}`,
        webHookUrl: `${deps.publicUrl}${PAYMENT_WEBHOOK_PATH}`,
        validity: deps.invoiceValiditySeconds,
      });
      const stored = await storeInvoice(db, row.id, invoice, new Date(deps.now()));
      if (!stored) {
        // The row was given up while we waited for the acquirer: nobody gets this page, and an
        // invoice nobody sees is never paid (a hold on it would be cancelled as a stray one).
        deps.log.warn(
          { paymentId: row.id, invoiceId: invoice.invoiceId },
          'invoice came after its payment was given up',
        );
        throw new AppError('SERVICE_UNAVAILABLE');
      }
      return { payment: toPayment(stored), pageUrl: invoice.pageUrl };
    } catch (error) {
      if (!(error instanceof AcquirerError)) throw error;
      deps.log.warn({ err: error, paymentId: row.id }, 'acquirer refused an invoice');
      if (error.kind === 'retryable') {
        // Nothing happened at the acquirer: the next caller of this row may ask again.
        await db
          .updateTable('payments')
          .set({ invoice_requested_at: null, updated_at: new Date(deps.now()) })
          .where('id', '=', row.id)
          .where('invoice_id', 'is', null)
          .execute();
      } else {
        // The invoice may exist or never will, and the payer never saw its page: this attempt is
        // over. Should the acquirer have made it, a hold on it is cancelled as a stray one.
        await giveUp(row, error.message);
      }
      throw new AppError('SERVICE_UNAVAILABLE');
    }
  }

  /** Closes a row that never got its invoice, with its top-up's transaction row. */
  async function giveUp(row: PaymentRow, reason: string): Promise<boolean> {
    return db.transaction().execute(async (trx) => {
      let update = trx
        .updateTable('payments')
        .set({
          status: 'CANCELED',
          transaction_status: 'FAILURE',
          failure_reason: reason.slice(0, 300),
          updated_at: new Date(deps.now()),
        })
        .where('id', '=', row.id)
        .where('status', '=', 'CREATED')
        .where('invoice_id', 'is', null);
      update = row.invoice_requested_at
        ? update.where('invoice_requested_at', '=', row.invoice_requested_at)
        : update.where('invoice_requested_at', 'is', null);
      const closed = Number((await update.executeTakeFirst()).numUpdatedRows) === 1;
      const open = closed ? await deps.ledger.transactionByExternalRef(trx, paymentRef(row.id)) : null;
      if (open)
        await deps.ledger.setTransactionStatus(trx, {
          transactionId: open.id,
          status: 'FAILURE',
          paymentStatus: 'CANCELED',
        });
      return closed;
    });
  }

  /**
   * Answers a row someone already made: its page once it has one; meanwhile the caller asks the
   * acquirer itself if nobody is, or waits for whoever is.
   */
  async function answer(first: PaymentRow, destination: string, ownKey: boolean): Promise<Next> {
    let row: PaymentRow | undefined = first;
    for (let waited = 0; row; waited += WAIT_STEP_MS) {
      if (row.invoice_id && row.page_url) {
        if (ownKey) return { done: { payment: toPayment(row), pageUrl: row.page_url } };
        return answerLessonPage(row);
      }
      if (row.status !== 'CREATED') {
        if (ownKey) throw new AppError('SERVICE_UNAVAILABLE');
        return { again: true };
      }
      const at = new Date(deps.now());
      const claimed = await claimInvoiceRequest(db, row.id, at);
      if (claimed) return { done: await requestInvoice(claimed, destination) };
      const askedAt = row.invoice_requested_at?.getTime() ?? at.getTime();
      if (at.getTime() - askedAt >= INVOICE_REQUEST_STALE_MS || waited >= INVOICE_REQUEST_STALE_MS) {
        await giveUp(row, 'invoice request did not finish');
        if (ownKey) throw new AppError('SERVICE_UNAVAILABLE');
        return { again: true };
      }
      await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS));
      row = await paymentById(db, row.id);
    }
    return { again: true };
  }

  /**
   * Another key's payment of the same lesson: its page while the invoice is open (the same
   * answer the first caller got), LESSON_ALREADY_PAID once the card is held or charged.
   */
  async function answerLessonPage(row: PaymentRow): Promise<Next> {
    if (row.status === 'CREATED' && row.transaction_status === 'CREATED') {
      // An invoice past its validity may have expired unheard: ask before handing its page out.
      if (row.created_at.getTime() + deps.invoiceValiditySeconds * 1000 <= deps.now()) {
        await refresh(row);
        const now = await paymentById(db, row.id);
        if (!now || now.status === 'CANCELED') return { again: true };
        row = now;
      }
      if (row.status === 'CREATED' && row.transaction_status === 'CREATED' && row.page_url)
        return { done: { payment: toPayment(row), pageUrl: row.page_url } };
    }
    if (row.status === 'CANCELED') return { again: true };
    throw new AppError('LESSON_ALREADY_PAID');
  }

  /** A payment row exists first, so a retried request finds it; then the acquirer's invoice. */
  return async function start(userId: string, key: string, values: StartValues): Promise<StartedPayment> {
    // A lesson's live payment closing while we look (expired, declined) lets a new one in.
    for (let attempt = 0; attempt < 3; attempt++) {
      const inserted = await insert(userId, key, values, new Date(deps.now()));
      if (inserted) return requestInvoice(inserted, values.destination);
      const mine = await paymentByKey(db, userId, key);
      if (mine) {
        if (
          mine.purpose !== values.purpose ||
          mine.lesson_id !== values.lessonId ||
          mine.amount_minor !== values.amountMinor
        )
          throw new AppError('CONFLICT');
        const next = await answer(mine, values.destination, true);
        if ('done' in next) return next.done;
        continue;
      }
      const live = values.lessonId ? await livePaymentOfLesson(db, values.lessonId) : undefined;
      if (!live) continue;
      if (live.user_id !== userId) throw new AppError('LESSON_ALREADY_PAID');
      const next = await answer(live, values.destination, false);
      if ('done' in next) return next.done;
    }
    throw new AppError('SERVICE_UNAVAILABLE');
  };
}
