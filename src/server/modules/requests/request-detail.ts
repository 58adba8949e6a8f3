import type { LessonRequestDetail } from '../../../shared/contracts/requests';
import { AppError } from '../../../shared/errors';
import type { Language } from '../../../shared/i18n/language';
import type { Database } from '../../db/database';
import type { LessonsFacade } from '../lessons/lessons.module';
import * as read from './request-read.queries';
import { toDetail, toOffer, toSummary } from './request.mapper';

/**
 * One request as a viewer may see it, or 404 (no one reads another's request). The
 * student sees every offer, a tutor only their own; contacts only once opened, and only to the
 * two people they connect.
 */
export async function readRequestDetail(
  db: Database,
  lessons: Pick<LessonsFacade, 'read'>,
  viewer: read.Viewer,
  id: string,
  language: Language,
): Promise<LessonRequestDetail> {
  const row = await read.readVisibleRequest(db, viewer, id);
  if (!row) throw new AppError('NOT_FOUND');
  const isStudent = row.student_id === viewer.id;
  const [slots, offerRows, lessonRef] = await Promise.all([
    read.slotsOf(db, [id]),
    read.offersOf(db, id, isStudent ? null : viewer.id),
    read.lessonIdOfRequest(db, id),
  ]);
  const tutorId = row.teacher_id ?? (await tutorOfAcceptedOffer(db, row.accepted_offer_id));
  let contacts = null;
  if (row.status === 'CONTACTS_OPENED' && tutorId && (isStudent || viewer.id === tutorId)) {
    const other = await read.contactsOf(db, isStudent ? tutorId : row.student_id);
    contacts = other ? { email: other.email, phoneNumber: other.phone_number } : null;
  }
  const lesson = lessonRef ? await lessons.read(viewer.id, lessonRef.id, language).catch(() => null) : null;
  return toDetail(toSummary(row, slots.get(id) ?? [], language), {
    offers: offerRows.map((offer) => toOffer(offer, language)),
    contacts,
    acceptedOfferId: row.accepted_offer_id,
    lesson,
  });
}

async function tutorOfAcceptedOffer(db: Database, offerId: string | null): Promise<string | null> {
  if (!offerId) return null;
  const offer = await db
    .selectFrom('lesson_request_offers')
    .select('teacher_id')
    .where('id', '=', offerId)
    .executeTakeFirst();
  return offer?.teacher_id ?? null;
}
