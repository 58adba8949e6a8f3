import type { NotificationParams } from '../../../shared/i18n/translate-notification';
import type { Database } from '../../db/database';
import type { NotificationsFacade } from '../notifications/notifications.module';

/** Keys of src/shared/i18n/<lang>/notifications.json written by this module. */
export type RequestNotificationKey =
  | 'lesson-request-new'
  | 'lesson-request-public-new'
  | 'lesson-request-offer'
  | 'lesson-request-accepted'
  | 'lesson-request-rejected'
  | 'lesson-request-offer-accepted'
  | 'lesson-request-offer-rejected'
  | 'lesson-request-contacts-opened'
  | 'lesson-request-deactivated';

/** Most tutors told about one new public request; the rest find it under "general student requests". */
const PUBLIC_REQUEST_FANOUT = 200;

/** Names of a user and a subject, in both languages, for the notification templates. */
export async function notificationNames(db: Database, userId: string, subjectCode: string) {
  const [user, subject] = await Promise.all([
    db.selectFrom('users').select(['first_name', 'last_name']).where('id', '=', userId).executeTakeFirst(),
    db.selectFrom('categories').select(['name_uk', 'name_en']).where('code', '=', subjectCode).executeTakeFirst(),
  ]);
  return {
    name: user ? `${user.first_name} ${user.last_name}` : '',
    subjectUk: subject?.name_uk ?? subjectCode,
    subjectEn: subject?.name_en ?? subjectCode,
  };
}

/**
 * Asked for inside the caller's transaction: the notifications module writes it (and pushes it
 * live) exactly when the change it reports commits.
 */
export async function notify(
  notifications: NotificationsFacade,
  trx: Database,
  userId: string,
  key: RequestNotificationKey,
  params: NotificationParams,
  at: Date,
): Promise<void> {
  await notifications.notify(trx, {
    userId,
    kind: key === 'lesson-request-accepted' ? 'LESSON' : 'INFORMATION',
    titleKey: key,
    params,
    createdAt: at,
  });
}

/** Tells verified tutors of the subject (not the student) about a new public request. */
export async function notifyMatchingTutors(
  notifications: NotificationsFacade,
  trx: Database,
  request: { id: string; studentId: string; subjectCode: string },
  params: NotificationParams,
  at: Date,
): Promise<void> {
  const tutors = await trx
    .selectFrom('teacher_skills as ts')
    .innerJoin('teacher_profiles as tp', 'tp.user_id', 'ts.user_id')
    .innerJoin('users as u', 'u.id', 'ts.user_id')
    .select('ts.user_id')
    .where('ts.category_code', '=', request.subjectCode)
    .where('tp.verification_status', '=', 'DONE')
    .where('u.active', '=', true)
    .where('u.deleted_at', 'is', null)
    .where('ts.user_id', '<>', request.studentId)
    .limit(PUBLIC_REQUEST_FANOUT)
    .execute();
  for (const tutor of tutors) await notify(notifications, trx, tutor.user_id, 'lesson-request-public-new', params, at);
}
