import type { Generated } from 'kysely';

/** Tables of tutor discovery (migrations 0200–0201): favourites and the public forms. */
export interface DiscoveryTables {
  /**
   * Searchable teachers per (subject, city, country, rating band, lesson type, rate); '' means
   * any place or subject, band -1 any rating, band n the ratings n/2 up to (n+1)/2 (migrations
   * 0202–0203). Every reader that does not filter on rating must pick band -1.
   */
  teacher_search_counts: {
    subject_code: string;
    city_code: string;
    country_code: string;
    rating_band: number;
    lesson_type: string;
    rate_minor: number;
    teachers: number;
  };
  favourite_teachers: {
    user_id: string;
    teacher_id: string;
    created_at: Generated<Date>;
  };
  trial_requests: {
    id: Generated<string>;
    name: string;
    phone_number: string;
    category_code: string;
    preferred_time: 'morning' | 'afternoon' | 'evening' | 'night';
    comment: string | null;
    consent_at: Date;
    language: 'uk' | 'en';
    user_id: string | null;
    status: Generated<'NEW' | 'CALLED' | 'CLOSED'>;
    created_at: Generated<Date>;
  };
  news_subscribers: {
    id: Generated<string>;
    email: string;
    language: 'uk' | 'en';
    created_at: Generated<Date>;
  };
  feedbacks: {
    id: Generated<string>;
    kind: 'CATEGORY_REQUEST' | 'FEATURE_REQUEST' | 'GENERAL';
    email: string;
    comment: string;
    rating: number;
    user_id: string | null;
    created_at: Generated<Date>;
  };
  faq_entries: {
    code: string;
    language: 'uk' | 'en';
    topic: string;
    question: string;
    answer: string;
    /** Lower-cased question and answer, folded in the application (see migration 0201). */
    search_text: string;
    sort_order: number;
  };
}
