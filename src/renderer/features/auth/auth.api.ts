import { useQuery } from '@tanstack/react-query';
import type { TokenPair } from '../../../shared/contracts/accounts/claims';
import type {
  AuthConfig,
  CodeSent,
  EmailCodeInput,
  GoogleSignInInput,
  RegisterInput,
  ResetPasswordInput,
} from '../../../shared/contracts/accounts';
import type { ApiClient } from '../../api';
import { useApiClient } from '../../app/api-context';

/* The open auth paths (/users/v1/open/auth/…): sent without a bearer. */
const AUTH = '/users/v1/open/auth';

export async function registerAccount(client: ApiClient, input: RegisterInput): Promise<CodeSent> {
  return (await client.post<CodeSent>(`${AUTH}/register`, input)).data;
}

export async function confirmEmail(client: ApiClient, input: EmailCodeInput): Promise<TokenPair> {
  return (await client.post<TokenPair>(`${AUTH}/email-code`, input)).data;
}

export async function resendEmailCode(client: ApiClient, email: string): Promise<CodeSent> {
  return (await client.post<CodeSent>(`${AUTH}/email-code/resend`, { email })).data;
}

export async function forgotPassword(client: ApiClient, email: string): Promise<CodeSent> {
  return (await client.post<CodeSent>(`${AUTH}/password/forgot`, { email })).data;
}

export async function resetPassword(client: ApiClient, input: ResetPasswordInput): Promise<TokenPair> {
  return (await client.post<TokenPair>(`${AUTH}/password/reset`, input)).data;
}

export async function googleSignIn(client: ApiClient, input: GoogleSignInInput): Promise<TokenPair> {
  return (await client.post<TokenPair>(`${AUTH}/google`, input)).data;
}

/** GET /open/auth/config: the Google client id, or null when Google sign-in is off. */
export function useAuthConfig() {
  const client = useApiClient();
  return useQuery({
    queryKey: ['auth', 'config'],
    queryFn: async ({ signal }) => (await client.get<AuthConfig>(`${AUTH}/config`, { signal })).data,
  });
}
