import type { Database } from '../../db/database';
import type { ApprovalStatus } from '../../db/schema/profiles.tables';

export function readVerification(db: Database, userId: string) {
  return db
    .selectFrom('teacher_profiles as tp')
    .innerJoin('users as u', 'u.id', 'tp.user_id')
    .select([
      'tp.verification_status',
      'tp.verification_reason',
      'tp.approval_status',
      'tp.verification_submitted_at',
      'tp.verified_at',
      'tp.search_visible',
      'u.email',
      'u.first_name',
      'u.language',
      'u.notifications_enabled',
    ])
    .where('tp.user_id', '=', userId)
    .where('u.deleted_at', 'is', null)
    .executeTakeFirst();
}

/**
 * Moves a teacher's verification only from one of the `from` statuses, in one statement, so
 * two admins (or a double click) cannot both act on the same submission. False if it was not
 * in one of them.
 */
export async function listForReview(db: Database, approvalStatus: ApprovalStatus, limit: number, offset: number) {
  const base = db
    .selectFrom('teacher_profiles as tp')
    .innerJoin('users as u', 'u.id', 'tp.user_id')
    .where('tp.approval_status', '=', approvalStatus)
    .where('u.deleted_at', 'is', null);
  const [rows, total] = await Promise.all([
    base
      .select([
        'u.id',
        'u.email',
        'u.first_name',
        'u.last_name',
        'tp.title',
        'tp.avatar_file_id',
        'tp.about',
        'tp.why_me',
        'tp.intro_video_file_id',
        'tp.intro_video_cover_file_id',
        'tp.verification_status',
        'tp.approval_status',
        'tp.verification_reason',
        'tp.verification_submitted_at',
      ])
      // Oldest submission first: tutors are promised a verdict within 24 hours.
      .orderBy('tp.verification_submitted_at', 'asc')
      .orderBy('u.id')
      .limit(limit)
      .offset(offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

/** The subjects each of these tutors teaches, with both names, in the list's order. */
export function subjectsOf(db: Database, userIds: readonly string[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('teacher_skills as ts')
    .innerJoin('categories as c', 'c.code', 'ts.category_code')
    .select(['ts.user_id', 'c.name_uk', 'c.name_en'])
    .where('ts.user_id', 'in', userIds)
    .orderBy('c.sort_order')
    .orderBy('c.code')
    .execute();
}
