import { Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';
import { homePathFor } from '../paths';
import { useSession } from '../session/use-session';
import { parseErrorVariant, type ErrorVariant } from './error-variants';
import { ErrorView } from './ErrorView';

/**
 * The back-home button goes to /user/profile for teachers and / for others, and reloads
 * the page when the user is already there (navigating to the current path would leave the
 * failed screen as it is; a reload fetches everything afresh).
 */
export function useBackHome(): () => void {
  const session = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return () => {
    const target = homePathFor(session?.role);
    if (pathname === target) window.location.reload();
    else navigate(target);
  };
}

export function ErrorPage({ variant }: { variant: ErrorVariant }) {
  const backHome = useBackHome();
  return <ErrorView variant={variant} onHome={backHome} />;
}

/** `/error/:variant`; an unknown variant redirects home. */
export function ErrorRoute() {
  const { variant } = useParams();
  const session = useSession();
  const parsed = parseErrorVariant(variant);
  if (!parsed) return <Navigate to={homePathFor(session?.role)} replace />;
  return <ErrorPage variant={parsed} />;
}

/** The catch-all route: any path nobody owns shows not-found in place. */
export function NotFoundRoute() {
  return <ErrorPage variant="NOT_FOUND" />;
}
