import { useNavigate } from 'react-router-dom';
import type { TokenPair } from '../../../shared/contracts/accounts/claims';
import { signIn } from '../../api';
import { useApiClient } from '../../app/api-context';
import { PATHS } from '../../app/paths';
import { runAfterSignIn } from '../../app/session/after-sign-in';
import { notifySessionChanged } from '../../app/session/use-session';
import { safeNextPath } from './safe-next-path';

/**
 * Stores the token pair, runs the after-sign-in steps (e.g. merging guest favourites) and hands
 * over to /registration, which sends the user to the registration step they are on (steps are
 * resumable) or, once registration is complete, to `next` or their home.
 */
export function useCompleteSignIn() {
  const navigate = useNavigate();
  const client = useApiClient();
  return async (pair: TokenPair, next?: string | null) => {
    signIn(pair);
    await runAfterSignIn(client);
    notifySessionChanged();
    const target = safeNextPath(next ?? null);
    const query = target ? `?${new URLSearchParams({ next: target }).toString()}` : '';
    navigate(`${PATHS.registration}${query}`, { replace: true });
  };
}

/** The signup-code screen for an email. */
export function signupCodePath(email: string): string {
  return `${PATHS.signupCode}?${new URLSearchParams({ email }).toString()}`;
}
