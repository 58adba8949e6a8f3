import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccountSettings, ChangePasswordInput } from '../../../shared/contracts/accounts';
import type { TokenPair } from '../../../shared/contracts/accounts/claims';
import type { Language } from '../../../shared/i18n/language';
import type { ApiClient } from '../../api';
import { useApiClient } from '../../app/api-context';

/* Settings of the signed-in user (account, security, notifications). */

const KEY = ['accounts', 'settings'] as const;

export function useAccountSettings() {
  const client = useApiClient();
  return useQuery({
    queryKey: KEY,
    queryFn: async ({ signal }) => (await client.get<AccountSettings>('/users/v1/settings', { signal })).data,
  });
}

export function useStoreSettings() {
  const queryClient = useQueryClient();
  return (settings: AccountSettings) => queryClient.setQueryData(KEY, settings);
}

export async function setNotifications(client: ApiClient, enabled: boolean): Promise<AccountSettings> {
  return (await client.put<AccountSettings>('/users/v1/settings/notifications', { enabled })).data;
}

export async function setLanguage(client: ApiClient, language: Language): Promise<AccountSettings> {
  return (await client.put<AccountSettings>('/users/v1/settings/language', { language })).data;
}

/** Answers a fresh token pair: every other session has been ended. */
export async function changePassword(client: ApiClient, input: ChangePasswordInput): Promise<TokenPair> {
  return (await client.put<TokenPair>('/users/v1/settings/password', input)).data;
}

/** The path carries '/users/delete', so the client does not refresh after it. */
export async function deleteAccount(client: ApiClient, confirmation: string): Promise<void> {
  await client.post('/users/v1/users/delete', { confirmation });
}
