import { Navigate } from 'react-router-dom';
import { ErrorPage } from './errors/ErrorPage';
import { RouteErrorBoundary } from './errors/RouteErrorBoundary';
import { lazyWithTimeout } from './lazy-with-timeout';
import { homePathFor, PATHS } from './paths';
import { useSession } from './session/use-session';

/*
 * Route elements that depend on the role (spec 2 and 6: the role is the token's authority
 * claim). Screens are lazy chunks, so a teacher landing on '/' never downloads the home page.
 */

const HomePage = lazyWithTimeout(
  () => import('../features/home'),
  (module) => module.HomePage,
);
const TeacherHomePage = lazyWithTimeout(
  () => import('../features/home'),
  (module) => module.TeacherHomePage,
);
export const LoginPage = lazyWithTimeout(
  () => import('../features/auth'),
  (module) => module.LoginPage,
);
export const SearchPage = lazyWithTimeout(
  () => import('../features/search'),
  (module) => module.SearchPage,
);
export const TutorPage = lazyWithTimeout(
  () => import('../features/tutor'),
  (module) => module.TutorPage,
);
const FavouritesPage = lazyWithTimeout(
  () => import('../features/favourites'),
  (module) => module.FavouritesPage,
);
export const CategoriesPage = lazyWithTimeout(
  () => import('../features/categories'),
  (module) => module.CategoriesPage,
);
export const FaqPage = lazyWithTimeout(
  () => import('../features/public-pages'),
  (module) => module.FaqPage,
);
export const FeedbackPage = lazyWithTimeout(
  () => import('../features/public-pages'),
  (module) => module.FeedbackPage,
);
export const PrivacyPage = lazyWithTimeout(
  () => import('../features/public-pages'),
  (module) => module.PrivacyPage,
);
export const StudentTermsPage = lazyWithTimeout(
  () => import('../features/public-pages'),
  (module) => module.StudentTermsPage,
);
export const TeacherTermsPage = lazyWithTimeout(
  () => import('../features/public-pages'),
  (module) => module.TeacherTermsPage,
);
export const LogoutPage = lazyWithTimeout(
  () => import('./logout/LogoutPage'),
  (module) => module.LogoutPage,
);

/** '/': home for everyone except teachers, whose home is /user/profile (spec 2). */
export function HomeRoute() {
  const session = useSession();
  if (session?.role === 'ROLE_TEACHER') return <Navigate to={PATHS.teacherHome} replace />;
  return <HomePage />;
}

/** '/user/profile': the teacher home. Guests go home; other roles are refused. */
export function TeacherHomeRoute() {
  const session = useSession();
  if (!session) return <Navigate to={PATHS.home} replace />;
  if (session.role !== 'ROLE_TEACHER') return <ErrorPage variant="ACCESS_DENIED" />;
  return <TeacherHomePage />;
}

/** errorElement of the layout route itself: the shell is gone, so the page brings its own main. */
export function RootErrorFallback() {
  return (
    <main id="main-content" className="app-fallback">
      <RouteErrorBoundary />
    </main>
  );
}

/** '/login': a signed-in user has nothing to do here and goes to their home. */
export function LoginRoute() {
  const session = useSession();
  if (session) return <Navigate to={homePathFor(session.role)} replace />;
  return <LoginPage />;
}

/** '/favourites' (spec 2, signed-in screens): a guest signs in first and comes back here. */
export function FavouritesRoute() {
  const session = useSession();
  if (!session) return <Navigate to={`${PATHS.login}?next=${encodeURIComponent(PATHS.favourites)}`} replace />;
  return <FavouritesPage />;
}
