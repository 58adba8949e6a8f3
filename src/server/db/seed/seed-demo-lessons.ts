import { createLedger } from '../../modules/ledger/ledger.module';
import type { Database } from '../database';
import { DEMO_ACCOUNTS } from './seed-demo-accounts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const PRICE = 45_000;

/**
 * Demo lessons in the statuses a living product has, for the demo tutor and
 * student@repetytor.demo (docs/lessons/lifecycle.md "Demo lessons"):
 *  - approved and upcoming (READY_TO_START in two days),
 *  - approved and paid from the balance (READY_TO_START in four days, its price held: the student
 *    was credited the money first, as a top-up would),
 *  - a free trial lesson ten days ago, completed, with both sides' reviews,
 *  - one the student cancelled in time, three days ago.
 * Times are whole UTC hours in the afternoon, away from the other demo lessons (mornings) and the
 * hours E2E specs book. Loaded once: only while the pair has no completed lesson.
 */
export async function seedDemoLessons(db: Database, nowMs = Date.now()): Promise<boolean> {
  const emails = [DEMO_ACCOUNTS.teacher.email, DEMO_ACCOUNTS.student.email, DEMO_ACCOUNTS.admin.email];
  const users = await db.selectFrom('users').select(['id', 'email']).where('email', 'in', emails).execute();
  const id = (email: string) => users.find((u) => u.email === email)?.id;
  const teacherId = id(DEMO_ACCOUNTS.teacher.email);
  const studentId = id(DEMO_ACCOUNTS.student.email);
  const adminId = id(DEMO_ACCOUNTS.admin.email);
  if (!teacherId || !studentId || !adminId) return false;
  const done = await db
    .selectFrom('lessons')
    .select('id')
    .where('teacher_id', '=', teacherId)
    .where('student_id', '=', studentId)
    .where('status', '=', 'COMPLETED')
    .limit(1)
    .executeTakeFirst();
  if (done) return false;

  const now = new Date(nowMs);
  const day = Math.floor(nowMs / DAY) * DAY;
  const at = (days: number, hour: number) => new Date(day + days * DAY + hour * HOUR);
  const base = {
    teacher_id: teacherId,
    student_id: studentId,
    subject_code: 'mathematics',
    currency: 'UAH',
    created_by: teacherId,
    created_at: now,
    updated_at: now,
  };
  const ledger = createLedger({ now: () => nowMs });

  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('lessons')
      .values({ ...base, starts_at: at(2, 15), price_minor: PRICE, title: 'Тригонометрія', status: 'READY_TO_START' })
      .execute();

    const paid = await trx
      .insertInto('lessons')
      .values({ ...base, starts_at: at(4, 16), price_minor: PRICE, title: 'Похідні', status: 'READY_TO_START' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const reason = 'Демо: поповнення балансу учня';
    const credit = await ledger.post(trx, {
      idempotencyKey: `demo-seed:credit:${paid.id}`,
      kind: 'ADJUSTMENT',
      memo: reason,
      createdBy: adminId,
      lines: [
        { account: { kind: 'USER_AVAILABLE', userId: studentId }, amountMinor: PRICE },
        { account: { kind: 'PLATFORM_ADJUSTMENTS' }, amountMinor: -PRICE },
      ],
      records: [
        {
          userId: studentId,
          direction: 'INCOMING',
          amountMinor: PRICE,
          method: 'ADMIN',
          purpose: 'ADJUSTMENT',
          reason,
        },
      ],
    });
    await trx
      .insertInto('ledger_adjustments')
      .values({
        entry_id: credit.entryId,
        user_id: studentId,
        admin_id: adminId,
        amount_minor: PRICE,
        reason,
        created_at: now,
      })
      .execute();
    await ledger.placeHold(trx, {
      idempotencyKey: `demo-seed:hold:${paid.id}`,
      userId: studentId,
      amountMinor: PRICE,
      lessonId: paid.id,
      createdBy: studentId,
      memo: `lesson ${paid.id}`,
    });

    const trialStart = at(-10, 14);
    const trial = await trx
      .insertInto('lessons')
      .values({
        ...base,
        starts_at: trialStart,
        price_minor: 0,
        free_lesson: true,
        title: 'Пробний урок: алгебра',
        status: 'COMPLETED',
        meeting_started_at: trialStart,
        student_joined_at: new Date(trialStart.getTime() + 60_000),
        meeting_ended_at: new Date(trialStart.getTime() + 50 * 60_000),
        completed_at: new Date(trialStart.getTime() + DAY),
        created_at: new Date(trialStart.getTime() - 3 * DAY),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const reviewed = new Date(trialStart.getTime() + DAY + HOUR);
    const pair = { lesson_id: trial.id, teacher_id: teacherId, student_id: studentId, created_at: reviewed };
    // The student's review moves the tutor's rating and search counters (discovery triggers).
    await trx
      .insertInto('reviews')
      .values({ ...pair, rating: 5, comment: 'Дуже зрозуміло пояснює, після першого уроку рівняння вже не лякають.' })
      .execute();
    await trx
      .insertInto('student_reviews')
      .values({ ...pair, rating: 5, comment: 'Уважний учень, ставить добрі запитання.' })
      .execute();

    const cancelledStart = at(-3, 13);
    await trx
      .insertInto('lessons')
      .values({
        ...base,
        starts_at: cancelledStart,
        price_minor: PRICE,
        title: 'Геометрія: площі',
        status: 'CANCELED',
        canceled_at: new Date(cancelledStart.getTime() - 2 * DAY),
        canceled_by: studentId,
        late_cancel: false,
        created_at: new Date(cancelledStart.getTime() - 5 * DAY),
      })
      .execute();
  });
  return true;
}
