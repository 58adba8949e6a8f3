import type { TokenPair } from '../../../shared/contracts/accounts/claims';
import type { LoginInput } from '../../../shared/contracts/accounts';
import type { ApiClient } from '../../api';

/** POST /users/v1/open/auth/login (an /open path: sent without a bearer). */
export async function logIn(client: ApiClient, input: LoginInput): Promise<TokenPair> {
  const response = await client.post<TokenPair>('/users/v1/open/auth/login', input);
  return response.data;
}
