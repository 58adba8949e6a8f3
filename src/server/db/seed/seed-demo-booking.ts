import { sql } from 'kysely';
import { utcWeekStart } from '../../../shared/contracts/schedule/schedule-rules';
import { zonedWeekStart } from '../../../shared/contracts/schedule/zoned-week';
import type { Database } from '../database';
import { DEMO_ACCOUNTS } from './seed-demo-accounts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

/**
 * Demo booking data: weekly schedules for every verified tutor (weekdays 09:00–17:00 on the
 * tutor's clock, migration 0620; afternoons from 15:00 at ×1.2), and for the demo accounts a direct request with three
 * slots and a public request from student2, and a lesson each for both students next week.
 * student@repetytor.demo gets no request, so it can send its own (E2E). Loaded once: only while
 * the demo teacher exists and no schedule does.
 */
export async function seedDemoBooking(db: Database, nowMs = Date.now()): Promise<boolean> {
  const emails = [DEMO_ACCOUNTS.teacher.email, DEMO_ACCOUNTS.student.email, DEMO_ACCOUNTS.student2.email];
  const users = await db.selectFrom('users').select(['id', 'email']).where('email', 'in', emails).execute();
  const id = (email: string) => users.find((u) => u.email === email)?.id;
  const teacherId = id(DEMO_ACCOUNTS.teacher.email);
  const studentId = id(DEMO_ACCOUNTS.student.email);
  const student2Id = id(DEMO_ACCOUNTS.student2.email);
  if (!teacherId || !studentId || !student2Id) return false;
  if (await db.selectFrom('teacher_schedules').select('teacher_id').limit(1).executeTakeFirst()) return false;

  const now = new Date(nowMs);
  const weekStart = new Date(zonedWeekStart('Europe/Kyiv', nowMs));
  const nextWeek = utcWeekStart(nowMs) + WEEK;
  const at = (weekday: number, hour: number) => new Date(nextWeek + (weekday - 1) * DAY + hour * HOUR);

  await db.transaction().execute(async (trx) => {
    await sql`
      insert into teacher_schedules (teacher_id, min_coefficient_pct, max_coefficient_pct, repeat_next_week, week_start, updated_at)
      select user_id, 80, 150, true, ${weekStart}, ${now} from teacher_profiles where verification_status = 'DONE'`.execute(
      trx,
    );
    await sql`
      insert into teacher_schedule_slots (teacher_id, weekday, hour, coefficient_pct)
      select s.teacher_id, wd, h, case when h >= 15 then 120 else 100 end
      from teacher_schedules s cross join generate_series(1, 5) wd cross join generate_series(9, 17) h`.execute(trx);
    // The demo teacher also works Saturday mornings.
    await trx
      .insertInto('teacher_schedule_slots')
      .values([10, 11, 12].map((hour) => ({ teacher_id: teacherId, weekday: 6, hour, coefficient_pct: 150 })))
      .execute();

    const direct = await trx
      .insertInto('lesson_requests')
      .values({
        type: 'STUDENT_DIRECT',
        student_id: student2Id,
        teacher_id: teacherId,
        subject_code: 'mathematics',
        knowledge_level: 'INTERMEDIATE',
        student_age: '16-25',
        lesson_frequency: 'TWO',
        message: 'Добрий день! Хочу підтягнути алгебру перед НМТ.',
        created_at: now,
        updated_at: now,
        expires_at: new Date(nowMs + WEEK),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('lesson_request_slots')
      .values([8, 9, 10].map((hour) => ({ request_id: direct.id, starts_at: at(2, hour) })))
      .execute();
    await trx
      .insertInto('lesson_requests')
      .values({
        type: 'STUDENT_PUBLIC',
        student_id: student2Id,
        teacher_id: null,
        subject_code: 'nmt-mathematics',
        knowledge_level: 'BEGINNER',
        time_of_day: 'evening',
        price_band: '300-500',
        lesson_frequency: 'ONE_TWO',
        student_age: '16-25',
        message: 'Шукаю репетитора для підготовки до НМТ з математики.',
        created_at: now,
        updated_at: now,
        expires_at: new Date(nowMs + WEEK),
      })
      .execute();

    await trx
      .insertInto('lessons')
      .values([
        {
          teacher_id: teacherId,
          student_id: studentId,
          subject_code: 'mathematics',
          starts_at: at(3, 9),
          price_minor: 45_000,
          currency: 'UAH',
          title: 'Квадратні рівняння',
          created_by: teacherId,
          created_at: now,
          updated_at: now,
        },
        {
          teacher_id: teacherId,
          student_id: student2Id,
          subject_code: 'mathematics',
          starts_at: at(4, 10),
          price_minor: 0,
          currency: 'UAH',
          free_lesson: true,
          title: 'Пробний урок',
          created_by: teacherId,
          created_at: now,
          updated_at: now,
        },
      ])
      .execute();
    await trx
      .insertInto('notifications')
      .values({
        user_id: teacherId,
        kind: 'INFORMATION',
        title_key: 'lesson-request-new',
        params: JSON.stringify({
          requestId: direct.id,
          name: 'Марія Шевченко',
          subjectUk: 'Математика',
          subjectEn: 'Mathematics',
        }),
        created_at: now,
      })
      .execute();
  });
  return true;
}
