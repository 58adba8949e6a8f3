import { sql } from 'kysely';
import type { Database } from '../../db/database';

/**
 * Deactivates ACTIVE requests whose 7 days have passed, at most `batch` at a time.
 * `for update skip locked` lets several server processes run this at once: each row is claimed
 * by one of them, and the status is re-checked after the lock, so a request is deactivated (and
 * its student notified) exactly once. Answers the rows it changed.
 */
export async function deactivateExpired(
  db: Database,
  now: Date,
  options: { batch: number; studentId?: string },
): Promise<{ id: string; student_id: string; teacher_id: string | null; subject_code: string }[]> {
  const onlyStudent = options.studentId ? sql`and student_id = ${options.studentId}` : sql``;
  const result = await sql<{ id: string; student_id: string; teacher_id: string | null; subject_code: string }>`
    with due as (
      select id from lesson_requests
      where status = 'ACTIVE' and expires_at <= ${now} ${onlyStudent}
      order by expires_at
      limit ${options.batch}
      for update skip locked
    )
    update lesson_requests r
    set status = 'DEACTIVATED', updated_at = ${now}
    from due
    where r.id = due.id and r.status = 'ACTIVE'
    returning r.id, r.student_id, r.teacher_id, r.subject_code`.execute(db);
  return result.rows;
}
