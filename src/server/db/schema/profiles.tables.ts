import type { Generated } from 'kysely';

export type LessonType = 'ONLINE' | 'OFFLINE' | 'BOTH';
export type VerificationStatus = 'NOT_DONE' | 'IN_PROCESS' | 'DONE' | 'FAILED' | 'MISSING_INFO';
export type ApprovalStatus = 'IN_REVIEW' | 'APPROVED' | 'DECLINED';
export type StoredFileKind = 'AVATAR' | 'INTRO_VIDEO' | 'VIDEO_COVER' | 'ATTACHMENT';

export interface ProfileTables {
  stored_files: {
    id: Generated<string>;
    owner_id: string;
    kind: StoredFileKind;
    mime_type: string;
    byte_size: number;
    storage_key: string;
    original_name: string | null;
    created_at: Generated<Date>;
  };
  teacher_profiles: {
    user_id: string;
    date_of_birth: string | null;
    country_code: string | null;
    city_code: string | null;
    title: string | null;
    about: string | null;
    why_me: string | null;
    avatar_file_id: string | null;
    intro_video_file_id: string | null;
    intro_video_cover_file_id: string | null;
    currency: Generated<string>;
    rate_minor: number | null;
    lesson_type: LessonType | null;
    teaching_level: 'BEGINNER' | 'INTERMEDIATE' | 'ADVANCED' | 'HIGH' | null;
    working_from: string | null;
    working_to: string | null;
    timezone: Generated<string>;
    free_first_lesson: Generated<boolean>;
    search_visible: Generated<boolean>;
    verification_status: Generated<VerificationStatus>;
    verification_reason: string | null;
    approval_status: ApprovalStatus | null;
    verified_at: Date | null;
    verification_submitted_at: Date | null;
    /** numeric(3,2) comes back as a string from both drivers. */
    rating: Generated<string>;
    review_count: Generated<number>;
    profile_views: Generated<number>;
    profile_score: Generated<number>;
    /** Copy of teacher_skills for the search indexes, kept by a trigger (migration 0200). */
    search_subjects: Generated<string[]>;
    created_at: Generated<Date>;
    updated_at: Generated<Date>;
  };
  teacher_skills: { user_id: string; category_code: string };
  teacher_languages: { user_id: string; language_code: string; level: string };
  teacher_education: {
    id: Generated<string>;
    user_id: string;
    institution: string;
    degree: string | null;
    from_year: number;
    to_year: number | null;
  };
  teacher_experience: {
    id: Generated<string>;
    user_id: string;
    position: string;
    place: string | null;
    from_year: number;
    to_year: number | null;
  };
  student_profiles: {
    user_id: string;
    interests: Generated<string[]>;
    avatar_file_id: string | null;
    created_at: Generated<Date>;
    updated_at: Generated<Date>;
  };
  reviews: {
    id: Generated<string>;
    teacher_id: string;
    student_id: string;
    lesson_id: string | null;
    rating: Generated<number>;
    comment: string;
    created_at: Generated<Date>;
  };
}
