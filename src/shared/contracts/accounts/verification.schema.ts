import { z } from 'zod';
import { APPROVAL_STATUSES, VERIFICATION_STATUSES } from './account-enums';
import { text } from '../../validation/text';

/** GET /users/v1/verification and the answer of POST /users/v1/verification. */
export const VerificationState = z
  .object({
    status: z.enum(VERIFICATION_STATUSES),
    /** Why the admin declined or asked for more, in the admin's words. */
    reason: text().nullable(),
    approvalStatus: z.enum(APPROVAL_STATUSES).nullable(),
    submittedAt: text().nullable(),
    verifiedAt: text().nullable(),
    searchVisible: z.boolean(),
    /** Required profile fields still missing before the profile can be submitted. */
    missingFields: z.record(text(), text()),
  })
  .meta({ id: 'VerificationState' });
export type VerificationState = z.infer<typeof VerificationState>;

/** GET /users/v1/admin/verifications?approvalStatus=IN_REVIEW */
export const VerificationListQuery = z.object({
  approvalStatus: z.enum(APPROVAL_STATUSES, { error: 'validation.invalid' }).default('IN_REVIEW'),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});

export const VerificationListItem = z.object({
  userId: text(),
  email: text(),
  firstName: text(),
  lastName: text(),
  title: text().nullable(),
  avatarId: text().nullable(),
  /** What the admin approves: the about texts and the intro video's file ids. */
  about: text().nullable(),
  whyMe: text().nullable(),
  introVideoId: text().nullable(),
  introVideoCoverId: text().nullable(),
  /** Subjects taught, in the request's language. */
  subjects: z.array(text()),
  /** Subjects the tutor suggested for the list. */
  suggestedSubjects: z.array(text()),
  status: z.enum(VERIFICATION_STATUSES),
  approvalStatus: z.enum(APPROVAL_STATUSES).nullable(),
  reason: text().nullable(),
  submittedAt: text().nullable(),
});
export const VerificationList = z
  .object({ items: z.array(VerificationListItem), total: z.number().int() })
  .meta({ id: 'VerificationList' });
export type VerificationList = z.infer<typeof VerificationList>;

/**
 * POST /users/v1/admin/verifications/:userId/decline. `status` says what the teacher sees:
 * FAILED (the default) or MISSING_INFO when the admin wants more before approving.
 */
export const DeclineVerificationInput = z
  .object({
    reason: text({ error: 'validation.reason-required' })
      .trim()
      .min(1, 'validation.reason-required')
      .max(1000, 'validation.too-long'),
    status: z.enum(['FAILED', 'MISSING_INFO'], { error: 'validation.invalid' }).default('FAILED'),
  })
  .meta({ id: 'DeclineVerification' });
export type DeclineVerificationInput = z.input<typeof DeclineVerificationInput>;

export const TeacherIdParams = z.object({ userId: z.uuid({ error: 'validation.invalid' }) });

/** PUT /users/v1/profile/search-visibility. */
export const SearchVisibilityInput = z
  .object({ visible: z.boolean({ error: 'validation.required' }) })
  .meta({ id: 'SearchVisibilityChange' });
export const SearchVisibility = z.object({ searchVisible: z.boolean() }).meta({ id: 'SearchVisibility' });
