import type { ApprovalStatus } from '../../../shared/contracts/accounts/account-enums';
import type { AuthUser } from '../../plugins/auth';
import type { QuizzesDeps } from './quiz-catalogue.service';
import type { QuizRow } from './quiz-rows';

/**
 * Who may open a quiz (its info, a run, a result). A published, APPROVED quiz is open
 * to everyone, guests included. One waiting IN_REVIEW is private: its author, admins,
 * and the author's own students (those linked to them by an accepted request, offer or lesson)
 * may open it, so a tutor can use it with their students before an admin lists it. A DECLINED
 * one is its author's and admins' only. Anyone else gets 404, as for a quiz that does not exist.
 */
export async function mayOpenQuiz(
  deps: Pick<QuizzesDeps, 'lessons'>,
  quiz: QuizRow,
  viewer: Pick<AuthUser, 'id' | 'role'> | null,
): Promise<boolean> {
  if (!quiz.published) return false;
  if (quiz.approval_status === 'APPROVED') return true;
  if (!viewer) return false;
  if (viewer.role === 'ROLE_ADMINISTRATOR' || viewer.id === quiz.author_id) return true;
  if (quiz.approval_status !== 'IN_REVIEW' || !quiz.author_id || viewer.role !== 'ROLE_STUDENT') return false;
  return deps.lessons.isLinkedStudent(quiz.author_id, viewer.id);
}

/** mayOpenQuiz for a signed-in user known by id only (the results routes); the role is read when needed. */
export async function mayUserOpenQuiz(
  deps: Pick<QuizzesDeps, 'db' | 'lessons'>,
  quiz: QuizRow,
  userId: string,
): Promise<boolean> {
  if (quiz.published && quiz.approval_status === 'APPROVED') return true;
  const user = await deps.db.selectFrom('users').select(['id', 'role']).where('id', '=', userId).executeTakeFirst();
  return mayOpenQuiz(deps, quiz, user ?? null);
}

/**
 * The status a quiz gets when saved: an admin's edit keeps it (approving is a separate,
 * explicit step), a verified tutor's quiz is APPROVED, and one written or edited by a tutor who is
 * not verified waits IN_REVIEW, so an approved quiz cannot be swapped for other content afterwards.
 */
export async function approvalOnSave(
  deps: Pick<QuizzesDeps, 'profiles'>,
  author: AuthUser,
  current: ApprovalStatus | undefined,
): Promise<ApprovalStatus> {
  if (author.role === 'ROLE_ADMINISTRATOR') return current ?? 'APPROVED';
  return (await deps.profiles.isVerifiedTutor(author.id)) ? 'APPROVED' : 'IN_REVIEW';
}
