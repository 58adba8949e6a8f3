import { useQuery } from '@tanstack/react-query';
import type {
  AdminSubjectSuggestionList,
  ApprovalStatus,
  DeclineVerificationInput,
  VerificationList,
  VerificationState,
} from '../../../shared/contracts/accounts';
import type { ApiClient } from '../../api';
import { useApiClient } from '../../app/api-context';

/* Admin verifications (IN_REVIEW → APPROVED | DECLINED) on an admin path of their own. */

export const verificationsKey = (status: ApprovalStatus) => ['admin', 'verifications', status] as const;

export function useVerifications(status: ApprovalStatus) {
  const client = useApiClient();
  return useQuery({
    queryKey: verificationsKey(status),
    queryFn: async ({ signal }) =>
      (
        await client.get<VerificationList>('/users/v1/admin/verifications', {
          params: { approvalStatus: status },
          signal,
        })
      ).data,
  });
}

export async function approve(client: ApiClient, userId: string): Promise<VerificationState> {
  return (await client.post<VerificationState>(`/users/v1/admin/verifications/${userId}/approve`)).data;
}

export async function decline(
  client: ApiClient,
  userId: string,
  input: DeclineVerificationInput,
): Promise<VerificationState> {
  return (await client.post<VerificationState>(`/users/v1/admin/verifications/${userId}/decline`, input)).data;
}

/** Subjects tutors suggested for the list, newest first. */
export function useSubjectSuggestions() {
  const client = useApiClient();
  return useQuery({
    queryKey: ['admin', 'subject-suggestions'] as const,
    queryFn: async ({ signal }) =>
      (await client.get<AdminSubjectSuggestionList>('/users/v1/admin/subject-suggestions', { signal })).data,
  });
}
