import type { Database } from '../../db/database';
import type { LedgerFacade } from '../ledger/ledger.module';
import type { PaymentRow } from './payments.queries';
import type { PaymentStatus, PaymentTransactionStatus } from '../../../shared/contracts/payments';

/** The ledger reference of a card payment's transaction row (its "external" id for the user list). */
export const paymentRef = (paymentId: string) => `payment:${paymentId}`;

export interface PostingContext {
  trx: Database;
  ledger: LedgerFacade;
  row: PaymentRow;
  to: { status: PaymentStatus; transactionStatus: PaymentTransactionStatus };
  /** What the acquirer finally took. */
  finalAmountMinor: number;
  /** The lesson's tutor (earnings go to them at capture); read before the transaction. */
  tutorId: string | null;
}

/**
 * What a card payment's status change does to the ledger, in the transaction
 * that records the change, so money moves exactly once per change. Every key names the payment,
 * so a retried transaction posts nothing twice.
 *
 * Top-up: acquirer clearing → the user's balance at CAPTURED, settling the row opened with the
 * invoice; FAILURE/EXPIRED close that row. Lesson by card: at AUTHORIZED the card's money enters
 * the ledger (clearing → the student's balance) and is held for the lesson at once (two-phase
 * hold); CAPTURED sends the hold to the tutor's balance (their earnings); a released card hold
 * releases the ledger hold and returns the money to clearing (back to the card).
 * A refund after capture (`reversed` after `success`) reverses the credit the card made, with
 * the ledger's reversal; a balance that goes negative follows the ledger's debt rules.
 * Answers false when the lesson is already paid another way (its card hold must be released).
 */
export async function postPaymentChange(c: PostingContext): Promise<boolean> {
  const { trx, ledger, row, to } = c;
  const amount = row.amount_minor;
  if (row.purpose === 'TOP_UP') {
    const open = await ledger.transactionByExternalRef(trx, paymentRef(row.id));
    if (to.status === 'CAPTURED') {
      await ledger.post(trx, {
        idempotencyKey: `card-topup:${row.id}`,
        kind: 'TOP_UP',
        memo: `card top-up ${row.invoice_id}`,
        lines: [
          { account: { kind: 'ACQUIRER_CLEARING' }, amountMinor: -c.finalAmountMinor },
          { account: { kind: 'USER_AVAILABLE', userId: row.user_id }, amountMinor: c.finalAmountMinor },
        ],
        settles: open ? [open.id] : [],
        records: open
          ? []
          : [
              {
                userId: row.user_id,
                direction: 'INCOMING',
                amountMinor: c.finalAmountMinor,
                method: 'CARD',
                purpose: 'TOP_UP',
              },
            ],
      });
    } else if (to.status === 'CANCELED' && row.status === 'CAPTURED') {
      await reverseCredit(c, `card-topup:${row.id}`);
    } else if (open && to.transactionStatus !== 'SUCCESS' && to.transactionStatus !== 'CREATED') {
      await ledger.setTransactionStatus(trx, {
        transactionId: open.id,
        status: to.transactionStatus,
        paymentStatus: to.status,
      });
    }
    return true;
  }

  if (!row.lesson_id) return true;
  const live = await ledger.lessonHold(trx, row.lesson_id);
  if (to.status === 'AUTHORIZED') {
    // Paid from the balance meanwhile: this card's hold is not needed.
    if (live && live.status !== 'CANCELED') return false;
    await ledger.post(trx, {
      idempotencyKey: `card-authorized:${row.id}`,
      kind: 'TOP_UP',
      memo: `card hold ${row.invoice_id}`,
      lines: [
        { account: { kind: 'ACQUIRER_CLEARING' }, amountMinor: -amount },
        { account: { kind: 'USER_AVAILABLE', userId: row.user_id }, amountMinor: amount },
      ],
    });
    const hold = await ledger.placeHold(trx, {
      idempotencyKey: `card-hold:${row.id}`,
      userId: row.user_id,
      amountMinor: amount,
      lessonId: row.lesson_id,
      memo: `card hold ${row.invoice_id}`,
      fundedBy: 'CARD',
    });
    await trx.updateTable('payments').set({ ledger_hold_id: hold.holdId }).where('id', '=', row.id).execute();
    return true;
  }
  if (!row.ledger_hold_id) return true;
  // A lesson has one live (not cancelled) hold: if it is not ours, ours was released already.
  const ours =
    live && live.id === row.ledger_hold_id
      ? live
      : { id: row.ledger_hold_id, status: 'CANCELED' as const, amountMinor: amount };
  if (to.status === 'CAPTURED' && ours.status === 'AUTHORIZED' && c.tutorId) {
    await ledger.captureHold(trx, {
      idempotencyKey: `card-capture:${row.id}`,
      holdId: ours.id,
      to: [{ account: { kind: 'USER_AVAILABLE', userId: c.tutorId }, amountMinor: ours.amountMinor }],
      records: [
        {
          userId: c.tutorId,
          direction: 'INCOMING',
          amountMinor: ours.amountMinor,
          method: 'CARD',
          purpose: 'LESSON_EARNING',
          lessonId: row.lesson_id,
        },
      ],
      memo: `card capture ${row.invoice_id}`,
    });
  } else if (to.status === 'CANCELED' && row.status === 'CAPTURED') {
    // Refunded after the capture: the tutor keeps the earning of a lesson given, and the card's
    // money, back with the payer, leaves their balance (a debt if they spent it).
    await reverseCredit(c, `card-authorized:${row.id}`);
  } else if (to.status === 'CANCELED' && ours.status !== 'CAPTURED') {
    if (ours.status === 'AUTHORIZED')
      await ledger.releaseHold(trx, {
        idempotencyKey: `card-release:${row.id}`,
        holdId: ours.id,
        memo: `card release ${row.invoice_id}`,
      });
    // The card got its money back: it leaves the student's balance for the acquirer again.
    await ledger.post(trx, {
      idempotencyKey: `card-refund:${row.id}`,
      kind: 'TRANSFER',
      memo: `card hold returned ${row.invoice_id}`,
      allowOverdraft: true,
      lines: [
        { account: { kind: 'USER_AVAILABLE', userId: row.user_id }, amountMinor: -ours.amountMinor },
        { account: { kind: 'ACQUIRER_CLEARING' }, amountMinor: ours.amountMinor },
      ],
    });
  }
  return true;
}

/** Reverses the entry that credited the card's money (once: the reversal's key names the payment). */
async function reverseCredit(c: PostingContext, creditKey: string): Promise<void> {
  const entryId = await c.ledger.entryIdByKey(c.trx, creditKey);
  if (!entryId) return;
  await c.ledger.reverse(c.trx, {
    idempotencyKey: `card-refund-reversal:${c.row.id}`,
    entryId,
    reason: `card-refund:${c.row.invoice_id}`,
  });
}
