import { useQuery } from '@tanstack/react-query';
import type { AdjustmentInput, AdminBalance } from '../../../shared/contracts/ledger';
import { adminAdjustmentsPath, adminBalancePath } from '../../../shared/contracts/ledger';
import type { ApiClient } from '../../api';
import { useApiClient } from '../../app/api-context';

/** Query keys of the admin balance view (HOUSE-STYLE 8). */
export const adminBalanceKeys = {
  root: ['admin', 'balances'] as const,
  user: (userId: string) => ['admin', 'balances', userId] as const,
};

export function useAdminBalance(userId: string | null) {
  const client = useApiClient();
  return useQuery({
    queryKey: adminBalanceKeys.user(userId ?? ''),
    enabled: Boolean(userId),
    retry: false,
    queryFn: async ({ signal }) => (await client.get<AdminBalance>(adminBalancePath(userId!), { signal })).data,
  });
}

export async function postAdjustment(client: ApiClient, userId: string, input: AdjustmentInput) {
  return (await client.post<AdminBalance>(adminAdjustmentsPath(userId), input)).data;
}
