import type { Database } from '../database';
import { DEMO_ACCOUNTS } from './seed-demo-accounts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * Demo homework data: three lessons of the demo tutor with student@repetytor.demo that took
 * place last week (their meeting is over, MEETING_COMPLETED), so the homework tab has lessons to
 * assign homework to right away, in a demo and in the E2E journey. Loaded once: only while the
 * demo pair has no past lesson.
 */
export async function seedDemoHomework(db: Database, nowMs = Date.now()): Promise<boolean> {
  const emails = [DEMO_ACCOUNTS.teacher.email, DEMO_ACCOUNTS.student.email];
  const users = await db.selectFrom('users').select(['id', 'email']).where('email', 'in', emails).execute();
  const teacherId = users.find((u) => u.email === DEMO_ACCOUNTS.teacher.email)?.id;
  const studentId = users.find((u) => u.email === DEMO_ACCOUNTS.student.email)?.id;
  if (!teacherId || !studentId) return false;
  const past = await db
    .selectFrom('lessons')
    .select('id')
    .where('teacher_id', '=', teacherId)
    .where('student_id', '=', studentId)
    .where('starts_at', '<', new Date(nowMs))
    .limit(1)
    .executeTakeFirst();
  if (past) return false;
  const now = new Date(nowMs);
  const hour = Math.floor(nowMs / HOUR) * HOUR;
  const titles = ['Лінійні рівняння', 'Системи рівнянь', 'Відсотки та пропорції'];
  await db
    .insertInto('lessons')
    .values(
      titles.map((title, i) => {
        const startsAt = new Date(hour - (7 - i) * DAY);
        return {
          teacher_id: teacherId,
          student_id: studentId,
          subject_code: 'mathematics',
          starts_at: startsAt,
          price_minor: 45_000,
          currency: 'UAH',
          title,
          status: 'MEETING_COMPLETED' as const,
          meeting_started_at: startsAt,
          student_joined_at: new Date(startsAt.getTime() + 60_000),
          meeting_ended_at: new Date(startsAt.getTime() + 50 * 60_000),
          created_by: teacherId,
          created_at: now,
          updated_at: now,
        };
      }),
    )
    .execute();
  return true;
}
