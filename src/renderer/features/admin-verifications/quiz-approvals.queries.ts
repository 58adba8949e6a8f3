import { useQuery } from '@tanstack/react-query';
import type { QuizApprovalList, QuizApprovalState, QuizApprovalStatus } from '../../../shared/contracts/quizzes';
import type { ApiClient } from '../../api';
import { useApiClient } from '../../app/api-context';

/* Admin approval of tutors' quizzes for the public catalogue (IN_REVIEW, APPROVED, DECLINED). */

export const quizApprovalsKey = (status: QuizApprovalStatus) => ['admin', 'quiz-approvals', status] as const;

export function useQuizApprovals(status: QuizApprovalStatus) {
  const client = useApiClient();
  return useQuery({
    queryKey: quizApprovalsKey(status),
    queryFn: async ({ signal }) =>
      (await client.get<QuizApprovalList>('/users/v1/admin/quizzes', { params: { approvalStatus: status }, signal }))
        .data,
  });
}

export async function decideQuiz(
  client: ApiClient,
  quizId: string,
  decision: 'approve' | 'decline',
): Promise<QuizApprovalState> {
  return (await client.post<QuizApprovalState>(`/users/v1/admin/quizzes/${quizId}/${decision}`)).data;
}
