import { LIMITS } from '../../../shared/constants';
import type {
  DirectRequestValues,
  LessonRequestDetail,
  LessonRequestPage,
  PublicRequestValues,
  RequestTab,
  RequestSort,
} from '../../../shared/contracts/requests';
import { AppError } from '../../../shared/errors';
import type { Language } from '../../../shared/i18n/language';
import type { Database } from '../../db/database';
import { isUniqueViolation } from '../../db/db-errors';
import type { Events } from '../../events/events';
import type { LessonsFacade } from '../lessons/lessons.module';
import type { NotificationsFacade } from '../notifications/notifications.module';
import type { ProfileFacade } from '../profile/profile.module';
import type { ScheduleFacade } from '../schedule/schedule.module';
import { readRequestDetail } from './request-detail';
import { requestChanged } from './request-events';
import { deactivateAndNotify } from './request-expiry';
import { notificationNames, notify, notifyMatchingTutors } from './request-notifications';
import * as read from './request-read.queries';
import { toSummary } from './request.mapper';
import * as write from './request-write.queries';

export interface RequestsDeps {
  db: Database;
  now: () => number;
  events: Events;
  notifications: NotificationsFacade;
}

/** The request services' deps: the other modules they ask, through the facades app.ts hands in. */
export interface RequestsServiceDeps extends RequestsDeps {
  lessons: LessonsFacade;
  schedule: ScheduleFacade;
  profiles: ProfileFacade;
}

const DAY_MS = 86_400_000;
export interface Created {
  created: boolean;
  request: LessonRequestDetail;
}

/**
 * Students' lesson requests: direct to one tutor with 1–5 slots, or public
 * (survey). Rules: at most 5 active per student (REQUEST_LIMIT_REACHED), one active per tutor
 * (ACTIVE_REQUEST_EXISTS), one active public request per subject (REQUEST_EXISTS), slots must be
 * the tutor's free slots (TEACHER_BUSY), and each request is active for 7 days.
 */
export function createRequestsService(deps: RequestsServiceDeps) {
  const detail = (viewer: read.Viewer, id: string, language: Language) =>
    readRequestDetail(deps.db, deps.lessons, viewer, id, language);

  /** The common part of both kinds: limit, duplicates, insert, notifications, idempotency. */
  async function create(
    student: read.Viewer,
    language: Language,
    idempotencyKey: string | undefined,
    insert: (trx: Database, at: Date) => Promise<string>,
    duplicate: { teacherId: string } | { publicSubject: string },
  ): Promise<Created> {
    if (idempotencyKey) {
      const existing = await write.findByIdempotencyKey(deps.db, student.id, idempotencyKey);
      if (existing) return { created: false, request: await detail(student, existing.id, language) };
    }
    const at = new Date(deps.now());
    let id: string;
    try {
      id = await deps.db.transaction().execute(async (trx) => {
        await write.lockStudent(trx, student.id);
        await deactivateAndNotify(deps, trx, at, { batch: 50, studentId: student.id });
        if (await write.findActive(trx, student.id, duplicate))
          throw new AppError('teacherId' in duplicate ? 'ACTIVE_REQUEST_EXISTS' : 'REQUEST_EXISTS');
        if ((await write.countActive(trx, student.id)) >= LIMITS.maxActiveLessonRequests)
          throw new AppError('REQUEST_LIMIT_REACHED', { limit: LIMITS.maxActiveLessonRequests });
        return insert(trx, at);
      });
    } catch (error) {
      if (isUniqueViolation(error, 'lesson_requests_one_active_per_tutor')) throw new AppError('ACTIVE_REQUEST_EXISTS');
      if (idempotencyKey && isUniqueViolation(error, 'lesson_requests_idempotency_key')) {
        const existing = await write.findByIdempotencyKey(deps.db, student.id, idempotencyKey);
        if (existing) return { created: false, request: await detail(student, existing.id, language) };
      }
      throw error;
    }
    return { created: true, request: await detail(student, id, language) };
  }

  return {
    detail,

    /** `guest`: data kept while signed out; slots that have passed meanwhile are dropped. */
    async createDirect(
      student: read.Viewer,
      input: DirectRequestValues,
      language: Language,
      guest = false,
    ): Promise<Created> {
      if (!(await deps.schedule.isBookableTutor(input.teacherId))) throw new AppError('NOT_FOUND');
      if (!(await deps.lessons.booking.teachesSubject(input.teacherId, input.subject)))
        throw new AppError('VALIDATION_FAILED', { fields: { subject: 'validation.subject-not-taught' } });
      let starts = [...new Set(input.slots.map((iso) => Date.parse(iso)))].sort((a, b) => a - b);
      if (guest) starts = starts.filter((ms) => ms > deps.now());
      if (starts.length === 0)
        throw new AppError('VALIDATION_FAILED', { fields: { slots: 'validation.time-required' } });
      const free = await Promise.all(starts.map((ms) => deps.schedule.isFreeAt(input.teacherId, ms)));
      const busy = starts.filter((_, index) => !free[index]).map((ms) => new Date(ms).toISOString());
      if (busy.length > 0) throw new AppError('TEACHER_BUSY', { slots: busy });

      return create(
        student,
        language,
        input.idempotencyKey,
        async (trx, at) => {
          const id = await write.insertRequest(
            trx,
            {
              type: 'STUDENT_DIRECT',
              student_id: student.id,
              teacher_id: input.teacherId,
              subject_code: input.subject,
              knowledge_level: input.knowledgeLevel ?? null,
              student_age: input.studentAge ?? null,
              lesson_frequency: input.lessonFrequency ?? null,
              message: input.message || null,
              idempotency_key: input.idempotencyKey ?? null,
              created_at: at,
              updated_at: at,
              expires_at: new Date(at.getTime() + LIMITS.lessonRequestActiveDays * DAY_MS),
            },
            starts.map((ms) => new Date(ms)),
          );
          const names = await notificationNames(trx, student.id, input.subject);
          await notify(deps.notifications, trx, input.teacherId, 'lesson-request-new', { requestId: id, ...names }, at);
          await requestChanged(deps.events, trx, {
            requestId: id,
            change: 'created',
            userIds: [student.id, input.teacherId],
          });
          return id;
        },
        { teacherId: input.teacherId },
      );
    },

    async createPublic(student: read.Viewer, input: PublicRequestValues, language: Language): Promise<Created> {
      const subject = await deps.db
        .selectFrom('categories')
        .select('code')
        .where('code', '=', input.subject)
        .executeTakeFirst();
      if (!subject) throw new AppError('VALIDATION_FAILED', { fields: { subject: 'validation.subject-required' } });
      return create(
        student,
        language,
        input.idempotencyKey,
        async (trx, at) => {
          const id = await write.insertRequest(
            trx,
            {
              type: 'STUDENT_PUBLIC',
              student_id: student.id,
              teacher_id: null,
              subject_code: input.subject,
              knowledge_level: input.knowledgeLevel ?? null,
              student_age: input.studentAge ?? null,
              lesson_frequency: input.lessonFrequency ?? null,
              time_of_day: input.timeOfDay ?? null,
              price_band: input.priceBand ?? null,
              message: input.message || null,
              idempotency_key: input.idempotencyKey ?? null,
              created_at: at,
              updated_at: at,
              expires_at: new Date(at.getTime() + LIMITS.lessonRequestActiveDays * DAY_MS),
            },
            [],
          );
          const names = await notificationNames(trx, student.id, input.subject);
          await requestChanged(deps.events, trx, { requestId: id, change: 'created', userIds: [student.id] });
          await notifyMatchingTutors(
            deps.notifications,
            trx,
            { id, studentId: student.id, subjectCode: input.subject },
            { requestId: id, ...names },
            at,
          );
          return id;
        },
        { publicSubject: input.subject },
      );
    },

    async list(
      viewer: read.Viewer,
      query: { tab: RequestTab; sort: RequestSort; page: number; size: number },
      language: Language,
    ): Promise<LessonRequestPage> {
      const { rows, total } = await read.listRequests(deps.db, viewer, query);
      const slots = await read.slotsOf(
        deps.db,
        rows.map((row) => row.id),
      );
      const activeCount = viewer.role === 'ROLE_STUDENT' ? await write.countActive(deps.db, viewer.id) : 0;
      return {
        items: rows.map((row) => toSummary(row, slots.get(row.id) ?? [], language)),
        total,
        page: query.page,
        size: query.size,
        activeCount,
        activeLimit: LIMITS.maxActiveLessonRequests,
      };
    },

    /** The student withdraws a request; waiting offers are cancelled with it. */
    async cancel(viewer: read.Viewer, id: string, language: Language): Promise<LessonRequestDetail> {
      const row = await read.readVisibleRequest(deps.db, viewer, id);
      if (!row) throw new AppError('NOT_FOUND');
      if (row.student_id !== viewer.id) throw new AppError('FORBIDDEN');
      const at = new Date(deps.now());
      await deps.db.transaction().execute(async (trx) => {
        await write.transition(trx, id, 'CANCELLED', at);
        const offers = await write.setOfferStatus(trx, { requestId: id }, 'CANCELLED', at);
        await requestChanged(deps.events, trx, {
          requestId: id,
          change: 'cancelled',
          userIds: [row.student_id, row.teacher_id, ...offers.map((o) => o.teacher_id)],
        });
      });
      return detail(viewer, id, language);
    },
  };
}

export type RequestsService = ReturnType<typeof createRequestsService>;
