/** Enumerations that belong to accounts and profiles. */
export const REGISTRATION_STEPS = ['PROFILE_INFO', 'PHONE_NUMBER', 'SKILLS', 'COMPLETE'] as const;
export type RegistrationStep = (typeof REGISTRATION_STEPS)[number];

/** Roles a person may choose on the register screen; administrators are never self-made. */
export const SIGN_UP_ROLES = ['ROLE_STUDENT', 'ROLE_TEACHER'] as const;
export type SignUpRole = (typeof SIGN_UP_ROLES)[number];

export const GENDERS = ['MALE', 'FEMALE'] as const;

/** A teacher teaches online, offline or both. */
export const LESSON_TYPES = ['ONLINE', 'OFFLINE', 'BOTH'] as const;

/** The teacher's verification status as the teacher sees it. */
export const VERIFICATION_STATUSES = ['NOT_DONE', 'IN_PROCESS', 'DONE', 'FAILED', 'MISSING_INFO'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

/** The admin's approval of a submitted teacher profile. */
export const APPROVAL_STATUSES = ['IN_REVIEW', 'APPROVED', 'DECLINED'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];
