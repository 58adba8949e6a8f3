import type { LessonStatus } from '../../../src/shared/contracts/lessons';
import type { TestApp } from '../helpers/test-app';
import type { User } from '../requests/request-helpers';

const HOUR = 3_600_000;

/**
 * A lesson written straight to the table in the status a test starts from (by default its meeting
 * is over, where homework begins): the lesson flow up to there has its own tests.
 */
export async function lessonIn(t: TestApp, tutor: User, student: User, status: LessonStatus = 'MEETING_COMPLETED') {
  const startsAt = new Date(
    Math.floor(t.clock.now() / HOUR) * HOUR - 2 * HOUR - Math.floor(Math.random() * 1000) * HOUR,
  );
  const at = new Date(t.clock.now());
  const row = await t.db
    .insertInto('lessons')
    .values({
      teacher_id: tutor.id,
      student_id: student.id,
      subject_code: 'mathematics',
      starts_at: startsAt,
      price_minor: 40_000,
      currency: 'UAH',
      status,
      created_by: tutor.id,
      created_at: at,
      updated_at: at,
      meeting_started_at: status === 'CREATED' ? null : startsAt,
      student_joined_at: status === 'CREATED' ? null : startsAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function lessonStatus(t: TestApp, lessonId: string): Promise<string> {
  const row = await t.db.selectFrom('lessons').select('status').where('id', '=', lessonId).executeTakeFirstOrThrow();
  return row.status;
}

export function homeworkBody(t: TestApp, extra: Record<string, unknown> = {}) {
  return {
    title: 'Квадратні рівняння',
    description: 'Розв’яжіть рівняння з підручника.',
    dueAt: new Date(t.clock.now() + 3 * 86_400_000).toISOString(),
    tasks: [
      { priority: 1, title: 'Рівняння 1–5', description: 'Стор. 42', required: true },
      { priority: 2, title: 'Задача на площу', required: true },
    ],
    ...extra,
  };
}
