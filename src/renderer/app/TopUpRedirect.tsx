import { Navigate, useLocation } from 'react-router-dom';
import { PATHS } from './paths';

/**
 * The ledger's top-up link (the negative-balance banner's "top up") opens the balance section of
 * the settings, keeping the amount it asks for so the form starts with the debt filled in.
 */
export function TopUpRedirect() {
  const amount = new URLSearchParams(useLocation().search).get('amount');
  const search = new URLSearchParams({ section: 'balance', ...(amount ? { amount } : {}) });
  return <Navigate to={`${PATHS.settings}?${search.toString()}`} replace />;
}
