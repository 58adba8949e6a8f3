import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router-dom';
import { homePathFor, PATHS } from '../../app/paths';
import { useSession } from '../../app/session/use-session';
import { Card, Spinner } from '../../ui';
import { stepPath, useProfile } from './registration.queries';

/** Guests go to sign in and come back here afterwards. */
function toLogin(pathname: string, search: string) {
  return `${PATHS.login}?${new URLSearchParams({ next: `${pathname}${search}` }).toString()}`;
}

function Loading() {
  return (
    <div className="registration-loading">
      <Spinner size="lg" />
    </div>
  );
}

function LoadFailed() {
  const { t } = useTranslation('registration');
  return (
    <Card className="registration-page" role="alert">
      {t('guard.load-failed')}
    </Card>
  );
}

/**
 * Route guard of the signed-in account screens (registration is resumable): a user whose
 * registration is unfinished is sent to the step they are on; a guest is sent to sign in.
 */
export function RegistrationGuard() {
  const session = useSession();
  const { pathname, search } = useLocation();
  const profile = useProfile(Boolean(session));
  if (!session) return <Navigate to={toLogin(pathname, search)} replace />;
  if (profile.isPending) return <Loading />;
  if (profile.isError) return <LoadFailed />;
  const step = profile.data.registrationStep;
  if (step !== 'COMPLETE' && profile.data.role !== 'ROLE_ADMINISTRATOR')
    return <Navigate to={stepPath(step)} replace />;
  return <Outlet />;
}

/**
 * /registration: where sign-in lands. An unfinished registration continues at its step; a
 * complete one goes to `next` (already checked by the sign-in screen) or the role's home.
 */
export function RegistrationResolver() {
  const session = useSession();
  const [params] = useSearchParams();
  const profile = useProfile(Boolean(session));
  if (!session) return <Navigate to={PATHS.login} replace />;
  if (profile.isPending) return <Loading />;
  if (profile.isError) return <LoadFailed />;
  const step = profile.data.registrationStep;
  if (step !== 'COMPLETE' && profile.data.role !== 'ROLE_ADMINISTRATOR')
    return <Navigate to={stepPath(step)} replace />;
  const next = params.get('next');
  const target = next && next.startsWith('/') && !next.startsWith('//') ? next : homePathFor(session.role);
  return <Navigate to={target} replace />;
}
