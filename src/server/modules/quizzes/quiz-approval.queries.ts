import { sql } from 'kysely';
import type { ApprovalStatus } from '../../../shared/contracts/accounts/account-enums';
import type { Database } from '../../db/database';

/** The admin queue: published quizzes with a status, oldest change first (the longest waiting). */
export async function listByApproval(db: Database, status: ApprovalStatus, limit: number, offset: number) {
  const base = db.selectFrom('quizzes as q').where('q.approval_status', '=', status).where('q.published', '=', true);
  const [rows, total] = await Promise.all([
    base
      .innerJoin('categories as c', 'c.code', 'q.category_code')
      .leftJoin('users as u', 'u.id', 'q.author_id')
      .leftJoin('teacher_profiles as tp', 'tp.user_id', 'q.author_id')
      .select((eb) => [
        'q.id',
        'q.code',
        'q.main_title',
        'q.section',
        'q.approval_status',
        'q.updated_at',
        'q.author_id',
        'c.name_uk as category_name_uk',
        'c.name_en as category_name_en',
        'u.first_name',
        'u.last_name',
        'tp.verification_status',
        eb
          .selectFrom('quiz_questions as qq')
          .select(sql<string>`count(*)`.as('n'))
          .whereRef('qq.quiz_id', '=', 'q.id')
          .as('question_count'),
      ])
      .orderBy('q.updated_at', 'asc')
      .orderBy('q.id')
      .limit(limit)
      .offset(offset)
      .execute(),
    base.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

/**
 * Moves a published quiz to `to` from one of `from`; undefined when it is not there (unknown,
 * unpublished, or already moved), which the service tells apart.
 */
export function setApproval(db: Database, id: string, from: readonly ApprovalStatus[], to: ApprovalStatus, at: Date) {
  return db
    .updateTable('quizzes')
    .set({ approval_status: to, updated_at: at })
    .where('id', '=', id)
    .where('published', '=', true)
    .where('approval_status', 'in', [...from])
    .returning(['id', 'approval_status', 'author_id', 'main_title'])
    .executeTakeFirst();
}
