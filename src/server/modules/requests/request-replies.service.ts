import type { Lesson } from '../../../shared/contracts/lessons';
import type { AcceptedRequest, LessonRequestDetail, OfferBody } from '../../../shared/contracts/requests';
import { AppError } from '../../../shared/errors';
import type { Language } from '../../../shared/i18n/language';
import { teacherProfileProblems } from '../../../shared/validation/teacher-profile';
import { isUniqueViolation } from '../../db/db-errors';
import { readRequestDetail } from './request-detail';
import { requestChanged } from './request-events';
import { notificationNames, notify } from './request-notifications';
import * as read from './request-read.queries';
import type { RequestsServiceDeps } from './requests.service';
import * as write from './request-write.queries';

/**
 * Replies to requests: the tutor accepts a slot (booking a lesson) or rejects a direct request;
 * tutors offer on public requests; the student accepts or rejects offers and opens contacts.
 * Every change is a guarded transition (409 ILLEGAL_TRANSITION otherwise). Access: a request the
 * viewer cannot see is 404; one they see but may not act on this way is 403.
 */
export function createRequestRepliesService(deps: RequestsServiceDeps) {
  const { lessons, profiles } = deps;
  const { booking } = lessons;
  const detail = (viewer: read.Viewer, id: string, language: Language) =>
    readRequestDetail(deps.db, lessons, viewer, id, language);

  async function visible(viewer: read.Viewer, id: string) {
    const row = await read.readVisibleRequest(deps.db, viewer, id);
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  async function addresseeOf(viewer: read.Viewer, id: string) {
    const row = await visible(viewer, id);
    if (row.teacher_id !== viewer.id) throw new AppError('FORBIDDEN');
    return row;
  }

  async function ownerOf(viewer: read.Viewer, id: string) {
    const row = await visible(viewer, id);
    if (row.student_id !== viewer.id) throw new AppError('FORBIDDEN');
    return row;
  }

  return {
    /** The tutor accepts one of the request's slots; the lesson appears for both. */
    async accept(viewer: read.Viewer, id: string, startsAtIso: string, language: Language): Promise<AcceptedRequest> {
      const row = await addresseeOf(viewer, id);
      await booking.assertVerifiedTutor(viewer.id);
      const startsAt = Date.parse(startsAtIso);
      if (startsAt <= deps.now()) throw new AppError('TEACHER_BUSY');
      const { priceMinor, currency } = await deps.schedule.priceAt(viewer.id, startsAt);
      const free = (await booking.haveLessonTogether(viewer.id, row.student_id))
        ? false
        : Boolean((await profiles.teacherProfile(viewer.id)).freeFirstLesson);
      const at = new Date(deps.now());
      const lessonId = await booking.inTransaction(async (trx) => {
        // Past its 7 days a request is over even before the expiry job has deactivated it.
        const locked = await write.lockRequest(trx, id);
        if (locked?.status === 'ACTIVE' && locked.expires_at <= at) throw new AppError('REQUEST_EXPIRED');
        if (!(await write.requestSlotExists(trx, id, new Date(startsAt))))
          throw new AppError('VALIDATION_FAILED', { fields: { startsAt: 'validation.slot-not-requested' } });
        await write.transition(trx, id, 'ACCEPTED', at);
        const newId = await booking.insert(trx, {
          teacherId: viewer.id,
          studentId: row.student_id,
          subjectCode: row.subject_code,
          startsAt: new Date(startsAt),
          priceMinor: free ? 0 : priceMinor,
          currency,
          freeLesson: free,
          requestId: id,
          at,
        });
        const names = await notificationNames(trx, viewer.id, row.subject_code);
        await notify(
          deps.notifications,
          trx,
          row.student_id,
          'lesson-request-accepted',
          { requestId: id, lessonId: newId, startsAt: new Date(startsAt).toISOString(), ...names },
          at,
        );
        await requestChanged(deps.events, trx, {
          requestId: id,
          change: 'accepted',
          userIds: [viewer.id, row.student_id],
        });
        return newId;
      });
      const lesson: Lesson = await lessons.read(viewer.id, lessonId, language);
      return { request: await detail(viewer, id, language), lesson };
    },

    async reject(viewer: read.Viewer, id: string, language: Language): Promise<LessonRequestDetail> {
      const row = await addresseeOf(viewer, id);
      const at = new Date(deps.now());
      await deps.db.transaction().execute(async (trx) => {
        await write.transition(trx, id, 'REJECTED', at);
        const names = await notificationNames(trx, viewer.id, row.subject_code);
        await notify(
          deps.notifications,
          trx,
          row.student_id,
          'lesson-request-rejected',
          { requestId: id, ...names },
          at,
        );
        await requestChanged(deps.events, trx, {
          requestId: id,
          change: 'rejected',
          userIds: [viewer.id, row.student_id],
        });
      });
      return detail(viewer, id, language);
    },

    /**
     * A tutor's offer on a public request (only for subjects they teach, only with a
     * complete profile). Only a request the tutor may see takes an offer: one of a subject they
     * do not teach, or any at all while they are unverified, is 404 like any unseen request,
     * so its existence is not confirmed. One they see through an earlier offer but
     * no longer teach is 403 SUBJECT_NOT_TAUGHT.
     */
    async offer(viewer: read.Viewer, id: string, body: OfferBody, language: Language): Promise<LessonRequestDetail> {
      const target = await visible(viewer, id);
      if (target.type !== 'STUDENT_PUBLIC') throw new AppError('NOT_FOUND');
      if (!(await booking.teachesSubject(viewer.id, target.subject_code))) throw new AppError('SUBJECT_NOT_TAUGHT');
      const profile = await profiles.teacherProfile(viewer.id);
      const missing = teacherProfileProblems({ ...profile, languages: profile.languages });
      if (Object.keys(missing).length > 0) throw new AppError('PROFILE_INCOMPLETE', { fields: missing });
      const at = new Date(deps.now());
      try {
        await deps.db.transaction().execute(async (trx) => {
          const locked = await write.lockRequest(trx, id);
          if (!locked) throw new AppError('NOT_FOUND');
          const open = locked.status === 'WAITING_FOR_REPLY' || (locked.status === 'ACTIVE' && locked.expires_at > at);
          if (!open) throw new AppError('ILLEGAL_TRANSITION', { from: locked.status, to: 'WAITING_FOR_REPLY' });
          if (locked.status === 'ACTIVE') await write.transition(trx, id, 'WAITING_FOR_REPLY', at);
          await write.insertOffer(trx, {
            request_id: id,
            teacher_id: viewer.id,
            message: body.message,
            price_minor: body.priceMinor ?? profile.rateMinor ?? null,
            currency: profile.currency ?? 'UAH',
            created_at: at,
            updated_at: at,
          });
          const names = await notificationNames(trx, viewer.id, target.subject_code);
          await notify(
            deps.notifications,
            trx,
            target.student_id,
            'lesson-request-offer',
            { requestId: id, ...names },
            at,
          );
          await requestChanged(deps.events, trx, {
            requestId: id,
            change: 'offered',
            userIds: [viewer.id, target.student_id],
          });
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('CONFLICT');
        throw error;
      }
      return detail(viewer, id, language);
    },

    async acceptOffer(viewer: read.Viewer, id: string, offerId: string, language: Language) {
      const row = await ownerOf(viewer, id);
      const at = new Date(deps.now());
      await deps.db.transaction().execute(async (trx) => {
        const offer = await write.readOfferForUpdate(trx, id, offerId);
        if (!offer) throw new AppError('NOT_FOUND');
        if (offer.status !== 'WAITING_FOR_REPLY')
          throw new AppError('ILLEGAL_TRANSITION', { from: offer.status, to: 'ACCEPTED' });
        await write.transition(trx, id, 'ACCEPTED', at, { accepted_offer_id: offerId });
        await write.setOfferStatus(trx, { requestId: id, offerId }, 'ACCEPTED', at);
        const others = await write.setOfferStatus(trx, { requestId: id, exceptOfferId: offerId }, 'REJECTED', at);
        const names = await notificationNames(trx, viewer.id, row.subject_code);
        await notify(
          deps.notifications,
          trx,
          offer.teacher_id,
          'lesson-request-offer-accepted',
          { requestId: id, ...names },
          at,
        );
        for (const other of others)
          await notify(
            deps.notifications,
            trx,
            other.teacher_id,
            'lesson-request-offer-rejected',
            { requestId: id, ...names },
            at,
          );
        await requestChanged(deps.events, trx, {
          requestId: id,
          change: 'offer-accepted',
          userIds: [viewer.id, offer.teacher_id, ...others.map((o) => o.teacher_id)],
        });
      });
      return detail(viewer, id, language);
    },

    /** Rejecting the last waiting offer puts the request back to ACTIVE (waiting for tutors). */
    async rejectOffer(viewer: read.Viewer, id: string, offerId: string, language: Language) {
      const row = await ownerOf(viewer, id);
      const at = new Date(deps.now());
      await deps.db.transaction().execute(async (trx) => {
        const locked = await write.lockRequest(trx, id);
        const offer = await write.readOfferForUpdate(trx, id, offerId);
        if (!locked || !offer) throw new AppError('NOT_FOUND');
        if (offer.status !== 'WAITING_FOR_REPLY')
          throw new AppError('ILLEGAL_TRANSITION', { from: offer.status, to: 'REJECTED' });
        await write.setOfferStatus(trx, { requestId: id, offerId }, 'REJECTED', at);
        if (locked.status === 'WAITING_FOR_REPLY' && (await write.countWaitingOffers(trx, id)) === 0)
          await write.transition(trx, id, 'ACTIVE', at);
        const names = await notificationNames(trx, viewer.id, row.subject_code);
        await notify(
          deps.notifications,
          trx,
          offer.teacher_id,
          'lesson-request-offer-rejected',
          { requestId: id, ...names },
          at,
        );
        await requestChanged(deps.events, trx, {
          requestId: id,
          change: 'offer-rejected',
          userIds: [viewer.id, offer.teacher_id],
        });
      });
      return detail(viewer, id, language);
    },

    /** CONTACTS_OPENED connects the student with the tutor. */
    async openContacts(viewer: read.Viewer, id: string, language: Language) {
      const row = await ownerOf(viewer, id);
      const at = new Date(deps.now());
      await deps.db.transaction().execute(async (trx) => {
        await write.transition(trx, id, 'CONTACTS_OPENED', at);
        const tutorId =
          row.teacher_id ??
          (
            await trx
              .selectFrom('lesson_request_offers')
              .select('teacher_id')
              .where('id', '=', row.accepted_offer_id ?? '00000000-0000-0000-0000-000000000000')
              .executeTakeFirst()
          )?.teacher_id;
        if (tutorId) {
          const names = await notificationNames(trx, viewer.id, row.subject_code);
          await notify(
            deps.notifications,
            trx,
            tutorId,
            'lesson-request-contacts-opened',
            { requestId: id, ...names },
            at,
          );
        }
        await requestChanged(deps.events, trx, {
          requestId: id,
          change: 'contacts-opened',
          userIds: [viewer.id, tutorId],
        });
      });
      return detail(viewer, id, language);
    },
  };
}

export type RequestRepliesService = ReturnType<typeof createRequestRepliesService>;
