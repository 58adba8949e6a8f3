import { LIMITS } from '../../../shared/constants';
import type { TutorCard } from '../../../shared/contracts/discovery';
import type { Language } from '../../../shared/i18n/language';
import { tutorBadges } from './badges';
import type { ReferenceNames } from './reference-names';
import type { TutorCardRow } from './tutor-card.queries';

/** Files are served by the accounts module at this open path (no bearer on '/open'). */
export const publicFileUrl = (fileId: string | null) => (fileId ? `/users/v1/open/files/${fileId}` : null);

/** Kopiykas to hryvnias, kept to the kopiyka. */
const toUah = (minor: number) => Math.round(minor) / 100;

/** One card from its row; `now` is the app clock, so "new" and "rising star" follow test time. */
export function toTutorCard(row: TutorCardRow, names: ReferenceNames, language: Language, now: number): TutorCard {
  const rateMinor = row.rate_minor ?? 0;
  const rating = row.rating;
  // In the catalogue's order; most tutors teach one or two subjects, so usually nothing to sort.
  const codes =
    row.subject_codes.length > 1
      ? row.subject_codes.slice().sort((a, b) => names.subjectOrder(a) - names.subjectOrder(b))
      : row.subject_codes;
  const subjects = codes.map((code) => names.subject(code, language) ?? { code, name: code });
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    avatarUrl: publicFileUrl(row.avatar_file_id),
    title: row.title,
    subjects,
    rating,
    reviewCount: row.review_count,
    pricePerLesson: toUah(rateMinor),
    // Lessons last 50 minutes, search shows the price per 60.
    pricePer60Minutes: toUah((rateMinor * LIMITS.searchPricePerMinutes) / LIMITS.lessonMinutes),
    currency: 'UAH',
    lessonMinutes: LIMITS.lessonMinutes,
    lessonType: row.lesson_type,
    city: names.city(row.city_code, language),
    country: names.country(row.country_code, language),
    badges: tutorBadges(
      {
        freeFirstLesson: row.free_first_lesson,
        verified: row.verification_status === 'DONE',
        listedSince: new Date(row.listed_since_ms),
        rating,
        reviewCount: row.review_count,
        profileViews: row.profile_views,
        profileScore: row.profile_score,
      },
      now,
    ),
  };
}
