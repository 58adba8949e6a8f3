import type { Lesson } from '../../../shared/contracts/lessons';
import type { LessonRequestDetail, LessonRequestSummary, Offer } from '../../../shared/contracts/requests';
import type { Language } from '../../../shared/i18n/language';
import { shownName } from '../../../shared/i18n/person-name';
import type { offersOf, RequestRow } from './request-read.queries';

type OfferRow = Awaited<ReturnType<typeof offersOf>>[number];

export function toSummary(row: RequestRow, slots: string[], language: Language): LessonRequestSummary {
  return {
    id: row.id,
    type: row.type,
    status: row.status,
    student: {
      id: row.student_id,
      ...shownName(
        {
          firstName: row.student_first_name,
          lastName: row.student_last_name,
          deleted: row.student_deleted_at !== null,
        },
        language,
      ),
      avatarId: row.student_avatar_id ?? null,
    },
    teacher:
      row.teacher_id && row.teacher_first_name !== null && row.teacher_last_name !== null
        ? {
            id: row.teacher_id,
            ...shownName(
              {
                firstName: row.teacher_first_name,
                lastName: row.teacher_last_name,
                deleted: row.teacher_deleted_at !== null,
              },
              language,
            ),
            avatarId: row.teacher_avatar_id ?? null,
          }
        : null,
    subject: { code: row.subject_code, name: language === 'en' ? row.subject_en : row.subject_uk },
    knowledgeLevel: row.knowledge_level,
    studentAge: row.student_age,
    lessonFrequency: row.lesson_frequency,
    timeOfDay: row.time_of_day,
    priceBand: row.price_band,
    message: row.message,
    slots,
    createdAt: row.created_at.toISOString(),
    expiresAt: row.expires_at.toISOString(),
    offerCount: Number(row.offer_count ?? 0),
  };
}

export function toOffer(row: OfferRow, language: Language): Offer {
  return {
    id: row.id,
    status: row.status,
    teacher: {
      id: row.teacher_id,
      ...shownName({ firstName: row.first_name, lastName: row.last_name, deleted: row.deleted_at !== null }, language),
      avatarId: row.avatar_file_id ?? null,
    },
    message: row.message,
    priceMinor: row.price_minor,
    currency: row.currency.trim(),
    createdAt: row.created_at.toISOString(),
  };
}

export function toDetail(
  summary: LessonRequestSummary,
  extra: {
    offers: Offer[];
    contacts: { email: string; phoneNumber: string | null } | null;
    acceptedOfferId: string | null;
    lesson: Lesson | null;
  },
): LessonRequestDetail {
  return { ...summary, ...extra };
}
