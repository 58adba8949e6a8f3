import { useQuery } from '@tanstack/react-query';
import type { Balance } from '../../../shared/contracts/ledger';
import { BALANCE_PATH } from '../../../shared/contracts/ledger';
import { useApiClient, useSession } from '../../app';

/** Query keys of the balance (HOUSE-STYLE 8). */
export const balanceKeys = {
  root: ['balance'] as const,
  mine: ['balance', 'mine'] as const,
};

/** The signed-in user's balance in kopiykas (derived from the ledger on the server). */
export function useBalance() {
  const client = useApiClient();
  const session = useSession();
  return useQuery({
    queryKey: balanceKeys.mine,
    enabled: session !== null,
    queryFn: async ({ signal }) => (await client.get<Balance>(BALANCE_PATH, { signal })).data,
  });
}
