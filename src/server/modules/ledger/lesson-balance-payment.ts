import type { LessonBalancePayment } from '../../../shared/contracts/ledger';
import { AppError } from '../../../shared/errors';
import type { Database } from '../../db/database';
import type { LessonsFacade } from '../lessons/lessons.module';
import { toBalance } from './ledger.mapper';
import type { LedgerFacade } from './ledger.types';

export interface LessonBalancePaymentDeps {
  db: Database;
  ledger: LedgerFacade;
  lessons: LessonsFacade;
}

/** The hold an idempotency key placed, if that key was used (a retry after a lost answer). */
async function holdPlacedBy(db: Database, idempotencyKey: string) {
  return db
    .selectFrom('ledger_holds as h')
    .innerJoin('ledger_entries as e', 'e.id', 'h.place_entry_id')
    .select(['h.id', 'h.lesson_id', 'h.status', 'h.amount_minor'])
    .where('e.idempotency_key', '=', idempotencyKey)
    .executeTakeFirst();
}

/**
 * The student pays a lesson from their balance (issue 26 item 3): CONFIRM_PAYMENT, taken through
 * the lessons facade so the shared transition table decides when it is allowed (the student,
 * before the start, a priced lesson not cancelled), and a hold of the lesson's price placed in
 * the same transaction. The hold is captured at COMPLETED and released at CANCELED by
 * lesson-money.handlers.ts. A second payment of one lesson is refused (LESSON_ALREADY_PAID).
 */
export async function payLessonFromBalance(
  deps: LessonBalancePaymentDeps,
  userId: string,
  lessonId: string,
  clientKey: string,
): Promise<LessonBalancePayment> {
  const idempotencyKey = `lesson-balance:${lessonId}:${userId}:${clientKey}`;
  const answer = async (hold: { id: string; amount_minor: string | number; status: string }) => ({
    lessonId,
    holdId: hold.id,
    amountMinor: Number(hold.amount_minor),
    paymentStatus: hold.status as LessonBalancePayment['paymentStatus'],
    balance: toBalance(await deps.ledger.balance(deps.db, userId)),
  });
  const earlier = await holdPlacedBy(deps.db, idempotencyKey);
  if (earlier) {
    if (earlier.lesson_id !== lessonId) throw new AppError('IDEMPOTENCY_KEY_REUSED');
    return answer(earlier);
  }
  // Paid already (by card, or from the balance with another key): refused before the balance is
  // looked at, so a student short of money hears that the lesson is paid, not to top up.
  const live = await deps.ledger.lessonHold(deps.db, lessonId);
  // Others hear what the transition says (403, 404).
  if (live && live.status !== 'CANCELED') {
    const lesson = await deps.lessons.participantLesson(userId, lessonId);
    if (lesson?.studentId === userId) throw new AppError('LESSON_ALREADY_PAID');
  }

  const held = await deps.db.transaction().execute(async (trx) => {
    const moved = await deps.lessons.transition(trx, { lessonId, action: 'CONFIRM_PAYMENT', userId });
    const { priceMinor, currency } = moved.event;
    // Balances are in hryvnias (spec 9); a lesson priced otherwise is paid by card.
    if (currency !== 'UAH' || priceMinor <= 0) throw new AppError('LESSON_ACTION_NOT_ALLOWED');
    const hold = await deps.ledger.placeHold(trx, {
      idempotencyKey,
      userId,
      amountMinor: priceMinor,
      lessonId,
      createdBy: userId,
      memo: `lesson ${lessonId}`,
    });
    return { id: hold.holdId, amount_minor: priceMinor, status: 'AUTHORIZED' };
  });
  return answer(held);
}
