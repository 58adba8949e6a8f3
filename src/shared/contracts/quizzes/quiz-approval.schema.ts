import { z } from 'zod';
import { APPROVAL_STATUSES, VERIFICATION_STATUSES } from '../accounts/account-enums';
import { text } from '../../validation/text';
import { QuizSection } from './quiz-enums.schema';

/*
 * Admin approval of tutors' quizzes, with its statuses (IN_REVIEW, APPROVED, DECLINED): a quiz written
 * or edited by a tutor who is not verified waits IN_REVIEW and is not listed publicly until an
 * admin approves it; a declined one stays with its author.
 */

export const QuizApprovalStatus = z.enum(APPROVAL_STATUSES, { error: 'validation.invalid' });
export type QuizApprovalStatus = z.infer<typeof QuizApprovalStatus>;

export const QuizApprovalQuery = z.object({
  approvalStatus: QuizApprovalStatus.default('IN_REVIEW'),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});
export type QuizApprovalQuery = z.input<typeof QuizApprovalQuery>;

export const QuizApprovalItem = z
  .object({
    id: z.uuid(),
    code: text(),
    mainTitle: text(),
    section: QuizSection,
    categoryName: text(),
    questionCount: z.number().int(),
    approvalStatus: QuizApprovalStatus,
    updatedAt: text(),
    author: z
      .object({
        id: z.uuid(),
        firstName: text(),
        lastName: text(),
        verificationStatus: z.enum(VERIFICATION_STATUSES).nullable(),
      })
      .nullable(),
  })
  .meta({ id: 'QuizApprovalItem' });
export type QuizApprovalItem = z.infer<typeof QuizApprovalItem>;

export const QuizApprovalList = z
  .object({ total: z.number().int(), items: z.array(QuizApprovalItem) })
  .meta({ id: 'QuizApprovalList' });
export type QuizApprovalList = z.infer<typeof QuizApprovalList>;

/** What an approve or decline answers: the quiz's new status. */
export const QuizApprovalState = z
  .object({ id: z.uuid(), approvalStatus: QuizApprovalStatus })
  .meta({ id: 'QuizApprovalState' });
export type QuizApprovalState = z.infer<typeof QuizApprovalState>;
