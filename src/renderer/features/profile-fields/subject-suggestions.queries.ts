import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SubjectSuggestionInput, SubjectSuggestionList } from '../../../shared/contracts/accounts';
import { useApiClient } from '../../app/api-context';

const PROFILE = '/users/v1/profile';

/** The tutor's own subject suggestions. */
export const subjectSuggestionKeys = { own: ['accounts', 'subject-suggestions'] as const };
const SUGGESTIONS = `${PROFILE}/subject-suggestions`;

export function useSubjectSuggestions() {
  const client = useApiClient();
  return useQuery({
    queryKey: subjectSuggestionKeys.own,
    queryFn: async ({ signal }) => (await client.get<SubjectSuggestionList>(SUGGESTIONS, { signal })).data,
  });
}

export function useSuggestSubject() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SubjectSuggestionInput) =>
      (await client.post<SubjectSuggestionList>(SUGGESTIONS, input)).data,
    onSuccess: (list) => queryClient.setQueryData(subjectSuggestionKeys.own, list),
  });
}
