/** Enumerations of spec section 3 used across domains. */
export const ROLES = ['ROLE_STUDENT', 'ROLE_TEACHER', 'ROLE_ADMINISTRATOR'] as const;
export type Role = (typeof ROLES)[number];

export const PRICE_BANDS = [
  { code: '100-300', from: 100, to: 300 },
  { code: '300-500', from: 300, to: 500 },
  { code: '500-700', from: 500, to: 700 },
  { code: '700+', from: 700, to: null },
] as const;

export const AGE_BANDS = ['10', '10-16', '16-25', '25-40', '40+'] as const;
export const KNOWLEDGE_LEVELS = ['BEGINNER', 'INTERMEDIATE', 'ADVANCED', 'HIGH'] as const;
export const TIMES_OF_DAY = ['morning', 'afternoon', 'evening', 'night'] as const;
export const LESSON_FREQUENCIES = ['ONE', 'TWO', 'ONE_TWO', 'THREE', 'TWO_THREE', 'MORE'] as const;
export const LESSON_MODES = ['ONLINE', 'OFFLINE'] as const;
export const LANGUAGE_LEVELS = [
  'beginner',
  'pre-intermediate',
  'intermediate',
  'upper-intermediate',
  'advanced',
  'native speaker',
] as const;
export const NOTIFICATION_KINDS = ['TRANSACTION', 'LESSON', 'SCHEDULE', 'INFORMATION'] as const;
export const FEEDBACK_KINDS = ['CATEGORY_REQUEST', 'FEATURE_REQUEST', 'GENERAL'] as const;
