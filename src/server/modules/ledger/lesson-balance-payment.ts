import type { LessonBalancePayment } from '../../../shared/contracts/ledger';
import { AppError } from '../../../shared/errors';
import type { Database } from '../../db/database';
import type { LessonsFacade } from '../lessons/lessons.module';
import { ReplayedPosting, storeAnswer, storedAnswer, type MoneyAnswer } from './ledger-answers';
import { toBalance } from './ledger.mapper';
import type { LedgerFacade } from './ledger.types';
import { requestHash } from './request-hash';

export interface LessonBalancePaymentDeps {
  db: Database;
  now: () => number;
  ledger: LedgerFacade;
  lessons: LessonsFacade;
}

/**
 * The hold a key placed before answers were stored with it (migration 1151): such a retry is
 * answered from the hold as it is now, as it was then.
 */
async function holdPlacedBy(db: Database, idempotencyKey: string) {
  return db
    .selectFrom('ledger_holds as h')
    .innerJoin('ledger_entries as e', 'e.id', 'h.place_entry_id')
    .select(['h.id', 'h.lesson_id', 'h.status', 'h.amount_minor'])
    .where('e.idempotency_key', '=', idempotencyKey)
    .executeTakeFirst();
}

/**
 * The student pays a lesson from their balance: CONFIRM_PAYMENT, taken through
 * the lessons facade so the shared transition table decides when it is allowed (the student,
 * before the start, a priced lesson not cancelled), and a hold of the lesson's price placed in
 * the same transaction. The hold is captured at COMPLETED and released at CANCELED by
 * lesson-money.handlers.ts. A second payment of one lesson is refused (LESSON_ALREADY_PAID).
 *
 * A retry with the same idempotency key answers the first answer again, status and body, whatever
 * happened to the lesson or the balance since (Stripe's rule for a replayed idempotency key): the
 * answer is stored in the hold's transaction (ledger-answers.ts). Refusals store nothing, so a
 * retry after one is a new attempt.
 */
export async function payLessonFromBalance(
  deps: LessonBalancePaymentDeps,
  userId: string,
  lessonId: string,
  idempotencyKey: string,
): Promise<MoneyAnswer<LessonBalancePayment>> {
  const entryKey = `lesson-balance:${lessonId}:${userId}:${idempotencyKey}`;
  const hash = requestHash('lesson-balance-payment', { lessonId, userId });
  const first = () => storedAnswer<LessonBalancePayment>(deps.db, entryKey, hash);
  const earlier = (await first()) ?? (await unstoredReplay(deps, entryKey, userId, lessonId));
  if (earlier) return earlier;
  // Paid already (by card, or from the balance with another key): refused before the balance is
  // looked at, so a student short of money hears that the lesson is paid, not to top up.
  const live = await deps.ledger.lessonHold(deps.db, lessonId);
  // Others hear what the transition says (403, 404).
  if (live && live.status !== 'CANCELED') {
    const lesson = await deps.lessons.participantLesson(userId, lessonId);
    if (lesson?.studentId === userId) {
      // The hold may be this key's, committed by a concurrent call since the first look.
      const concurrent = await first();
      if (concurrent) return concurrent;
      throw new AppError('LESSON_ALREADY_PAID');
    }
  }

  try {
    return await deps.db.transaction().execute(async (trx) => {
      const moved = await deps.lessons.transition(trx, { lessonId, action: 'CONFIRM_PAYMENT', userId });
      const { priceMinor, currency } = moved.event;
      // Balances are in hryvnias; a lesson priced otherwise is paid by card.
      if (currency !== 'UAH' || priceMinor <= 0) throw new AppError('LESSON_ACTION_NOT_ALLOWED');
      const hold = await deps.ledger.placeHold(trx, {
        idempotencyKey: entryKey,
        userId,
        amountMinor: priceMinor,
        lessonId,
        createdBy: userId,
        memo: `lesson ${lessonId}`,
      });
      // A concurrent call with this key committed the hold: undo this call's transition.
      if (hold.replayed) throw new ReplayedPosting();
      const body: LessonBalancePayment = {
        lessonId,
        holdId: hold.holdId,
        amountMinor: priceMinor,
        paymentStatus: 'AUTHORIZED',
        balance: toBalance(await deps.ledger.balance(trx, userId)),
      };
      return storeAnswer(
        trx,
        { idempotencyKey: entryKey, requestHash: hash, at: new Date(deps.now()) },
        { statusCode: 201, body },
      );
    });
  } catch (error) {
    if (!(error instanceof ReplayedPosting)) throw error;
    const concurrent = (await first()) ?? (await unstoredReplay(deps, entryKey, userId, lessonId));
    if (!concurrent) throw error;
    return concurrent;
  }
}

/** A retry of a payment made before answers were stored: the hold as it is now. */
async function unstoredReplay(
  deps: LessonBalancePaymentDeps,
  idempotencyKey: string,
  userId: string,
  lessonId: string,
): Promise<MoneyAnswer<LessonBalancePayment> | null> {
  const hold = await holdPlacedBy(deps.db, idempotencyKey);
  if (!hold) return null;
  if (hold.lesson_id !== lessonId) throw new AppError('IDEMPOTENCY_KEY_REUSED');
  return {
    statusCode: 201,
    body: {
      lessonId,
      holdId: hold.id,
      amountMinor: Number(hold.amount_minor),
      paymentStatus: hold.status as LessonBalancePayment['paymentStatus'],
      balance: toBalance(await deps.ledger.balance(deps.db, userId)),
    },
  };
}
