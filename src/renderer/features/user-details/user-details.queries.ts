import { useQuery } from '@tanstack/react-query';
import type { PublicUserDetails } from '../../../shared/contracts/accounts';
import { useApiClient, useSession } from '../../app';

export const userDetailsKeys = {
  details: (id: string, signedIn: boolean) => ['users', 'details', id, signedIn] as const,
};

/**
 * The user details screen's data. A guest reads the open path (no bearer),
 * which shows verified tutors only; a signed-in viewer the bearer path, which adds students.
 */
export function useUserDetails(id: string) {
  const client = useApiClient();
  const session = useSession();
  const base = session ? '/users/v1/users' : '/users/v1/open/users';
  return useQuery({
    queryKey: userDetailsKeys.details(id, session !== null),
    queryFn: async ({ signal }) =>
      (await client.get<PublicUserDetails>(`${base}/${encodeURIComponent(id)}`, { signal })).data,
    retry: false,
  });
}
