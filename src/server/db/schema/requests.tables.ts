import type { Generated } from 'kysely';
import type {
  LessonRequestStatus,
  LessonRequestType,
  OfferStatus,
} from '../../../shared/contracts/requests/request-statuses';

/** Migration 0401_requests.sql. */
export interface RequestTables {
  lesson_requests: {
    id: Generated<string>;
    type: LessonRequestType;
    student_id: string;
    teacher_id: string | null;
    subject_code: string;
    knowledge_level: 'BEGINNER' | 'INTERMEDIATE' | 'ADVANCED' | 'HIGH' | null;
    student_age: '10' | '10-16' | '16-25' | '25-40' | '40+' | null;
    lesson_frequency: 'ONE' | 'TWO' | 'ONE_TWO' | 'THREE' | 'TWO_THREE' | 'MORE' | null;
    time_of_day: 'morning' | 'afternoon' | 'evening' | 'night' | null;
    price_band: string | null;
    message: string | null;
    status: Generated<LessonRequestStatus>;
    idempotency_key: string | null;
    accepted_offer_id: string | null;
    created_at: Date;
    updated_at: Date;
    expires_at: Date;
  };
  lesson_request_slots: { request_id: string; starts_at: Date };
  lesson_request_offers: {
    id: Generated<string>;
    request_id: string;
    teacher_id: string;
    message: string;
    price_minor: number | null;
    currency: string;
    status: Generated<OfferStatus>;
    created_at: Date;
    updated_at: Date;
  };
}
