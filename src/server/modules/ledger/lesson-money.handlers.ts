import { PLATFORM_FEE_LESSONS } from '../../../shared/contracts/ledger';
import type { Database } from '../../db/database';
import type { DeliveredEvent, Events } from '../../events/events';
import type { LessonTransitioned } from '../lessons/lessons.module';
import type { NotificationsFacade } from '../notifications/notifications.module';
import type { LedgerFacade } from './ledger.types';

/**
 * Money follows the lesson, in the handler's transaction so a posting
 * commits with the handler's checkpoint (exactly once); every key is built from the event id, so
 * a redelivery after a failure finds its first posting:
 *  - COMPLETED: a hold paid from the balance is captured to the tutor's balance; the platform
 *    fee is charged if this is the pair's first completed lesson found through a request;
 *  - CANCELED: the hold is released, or captured when the student cancelled late (`lateCancel`).
 * A free lesson has no hold (CONFIRM_PAYMENT refuses it), so it moves nothing here; card holds
 * (`fundedBy: 'CARD'`) are the payments module's (payments.lesson-hold).
 */
export function registerLessonMoneyHandlers(events: Events, ledger: LedgerFacade, notifications: NotificationsFacade) {
  events.on('lesson.transitioned', 'ledger.lesson-money', async (event, { trx, now }) => {
    const lesson = event.payload;
    if (lesson.from === lesson.to) return;
    if (lesson.to === 'COMPLETED') {
      await settleBalanceHold(trx, ledger, event, 'capture');
      await chargePlatformFee(trx, ledger, notifications, event, new Date(now()));
    } else if (lesson.to === 'CANCELED') {
      await settleBalanceHold(trx, ledger, event, lesson.lateCancel ? 'capture' : 'release');
    }
  });
}

async function settleBalanceHold(
  trx: Database,
  ledger: LedgerFacade,
  event: DeliveredEvent<'lesson.transitioned'>,
  how: 'capture' | 'release',
): Promise<void> {
  const lesson = event.payload;
  const hold = await ledger.lessonHold(trx, lesson.lessonId);
  // A card's hold waits for the acquirer's answer (payment-postings.ts): captured here, the tutor
  // would be paid before the card was charged, and the earning recorded as a balance payment.
  if (!hold || hold.status !== 'AUTHORIZED' || hold.fundedBy !== 'BALANCE') return;
  const idempotencyKey = `lesson-event:${event.id}:${how}`;
  if (how === 'release') {
    await ledger.releaseHold(trx, { idempotencyKey, holdId: hold.id, memo: `lesson ${lesson.lessonId} canceled` });
    return;
  }
  await ledger.captureHold(trx, {
    idempotencyKey,
    holdId: hold.id,
    memo: `lesson ${lesson.lessonId} ${lesson.to === 'COMPLETED' ? 'completed' : 'canceled late'}`,
    to: [{ account: { kind: 'USER_AVAILABLE', userId: lesson.teacherId }, amountMinor: hold.amountMinor }],
    records: [
      {
        userId: lesson.teacherId,
        direction: 'INCOMING',
        amountMinor: hold.amountMinor,
        method: 'BALANCE',
        purpose: 'LESSON_EARNING',
        lessonId: lesson.lessonId,
      },
    ],
  });
}

/**
 * After the first completed lesson with a student found through a request, the tutor
 * owes the price of PLATFORM_FEE_LESSONS lessons, once per tutor–student pair (the fee table's
 * key). The price is this lesson's; a free first lesson is priced at the tutor's current rate
 * (docs/money/ledger.md). The fee may take the balance below zero: it is a debt, and a negative
 * balance hides the tutor from search until it is settled (debt-visibility.ts).
 */
async function chargePlatformFee(
  trx: Database,
  ledger: LedgerFacade,
  notifications: NotificationsFacade,
  event: DeliveredEvent<'lesson.transitioned'>,
  at: Date,
): Promise<void> {
  const lesson: LessonTransitioned = event.payload;
  // The ledger keeps hryvnias only; a lesson priced in another currency owes no fee here.
  if (!lesson.requestId || lesson.currency !== 'UAH') return;
  const charged = await trx
    .selectFrom('ledger_platform_fees')
    .select('entry_id')
    .where('teacher_id', '=', lesson.teacherId)
    .where('student_id', '=', lesson.studentId)
    .executeTakeFirst();
  if (charged) return;
  const pricedAt = lesson.priceMinor > 0 ? lesson.priceMinor : await tutorRateMinor(trx, lesson.teacherId);
  const amountMinor = PLATFORM_FEE_LESSONS * pricedAt;
  if (amountMinor <= 0) return;
  const posted = await ledger.post(trx, {
    idempotencyKey: `platform-fee:${lesson.teacherId}:${lesson.studentId}`,
    kind: 'PLATFORM_FEE',
    memo: `platform fee, lesson ${lesson.lessonId}`,
    allowOverdraft: true,
    lines: [
      { account: { kind: 'USER_AVAILABLE', userId: lesson.teacherId }, amountMinor: -amountMinor },
      { account: { kind: 'PLATFORM_REVENUE' }, amountMinor },
    ],
    records: [
      {
        userId: lesson.teacherId,
        direction: 'OUTGOING',
        amountMinor,
        method: 'PLATFORM',
        purpose: 'PLATFORM_FEE',
        lessonId: lesson.lessonId,
      },
    ],
  });
  await trx
    .insertInto('ledger_platform_fees')
    .values({
      teacher_id: lesson.teacherId,
      student_id: lesson.studentId,
      lesson_id: lesson.lessonId,
      entry_id: posted.entryId,
      amount_minor: amountMinor,
      created_at: at,
    })
    .execute();
  const student = await trx
    .selectFrom('users')
    .select(['first_name', 'last_name'])
    .where('id', '=', lesson.studentId)
    .executeTakeFirst();
  await notifications.notify(trx, {
    userId: lesson.teacherId,
    kind: 'TRANSACTION',
    titleKey: 'platform-fee-posted',
    params: { name: student ? `${student.first_name} ${student.last_name}`.trim() : '', lessons: PLATFORM_FEE_LESSONS },
    createdAt: at,
  });
}

async function tutorRateMinor(trx: Database, teacherId: string): Promise<number> {
  const row = await trx
    .selectFrom('teacher_profiles')
    .select(['rate_minor', 'currency'])
    .where('user_id', '=', teacherId)
    .executeTakeFirst();
  return row && row.currency.trim() === 'UAH' ? (row.rate_minor ?? 0) : 0;
}
