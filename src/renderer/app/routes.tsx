import { Navigate, useParams, useSearchParams } from 'react-router-dom';
import { priceRangeQuery, topCategoriesQuery } from '../features/home/home.queries';
import { tutorLandingQuery } from '../features/landing/landing.queries';
import { readSearchState } from '../features/search/search-params';
import { categoriesQuery, citiesCountryOf, citiesQuery, countriesQuery } from '../features/reference/reference.queries';
import { searchResultsQuery } from '../features/search/search.queries';
import { faqQuery, faqSearchOf } from '../features/public-pages/faq.queries';
import { freeSlotsQuery, tutorProfileQuery, useTutorProfile } from '../features/tutors/tutor.queries';
import { getSession } from '../api';
import { ErrorPage } from './errors/ErrorPage';
import { LanguageSafeSuspense } from './hydration/language-safe-suspense';
import { RouteErrorBoundary } from './errors/RouteErrorBoundary';
import type { FirstScreenContext } from './first-screen';
import { RouteFallback } from './layout/AppLayout';
import { lazyWithTimeout } from './lazy-with-timeout';
import { homePathFor, PATHS } from './paths';
import { useSession } from './session/use-session';
import { withWords } from './with-words';

export * from './routes-lessons';
export * from './routes-quizzes';

/*
 * Route elements that depend on the role (the role is the token's authority
 * claim). Screens are lazy chunks, so a teacher landing on '/' never downloads the home page.
 */

const HomePage = lazyWithTimeout(
  () => import('../features/home/HomePage'),
  (module) => module.HomePage,
);
// The signed-in homes: their own chunk, so a guest's home never downloads them.
const TeacherHomePage = lazyWithTimeout(
  withWords(() => import('../features/dashboard/TeacherDashboard'), ['dashboard']),
  (module) => module.TeacherDashboard,
);
const StudentHomePage = lazyWithTimeout(
  withWords(() => import('../features/dashboard/StudentDashboard'), ['dashboard', 'students']),
  (module) => module.StudentDashboard,
);
export const LoginPage = lazyWithTimeout(
  () => import('../features/auth/LoginPage'),
  (module) => module.LoginPage,
);
export const SearchPage = Object.assign(
  lazyWithTimeout(
    withWords(() => import('../features/search/SearchPage'), ['search', 'favourites']),
    (module) => module.SearchPage,
  ),
  {
    /** The page of results, the filters' lists and the cities of the chosen country (app/first-screen.ts). */
    prefetchFirstScreen: ({ apiClient, language, searchParams, prefetch }: FirstScreenContext) => {
      const state = readSearchState(searchParams);
      prefetch(searchResultsQuery(apiClient, language, state));
      prefetch(categoriesQuery(apiClient, language));
      prefetch(countriesQuery(apiClient, language));
      prefetch(citiesQuery(apiClient, language, citiesCountryOf(state.country)));
    },
  },
);
export const TutorPage = lazyWithTimeout(
  withWords(() => import('../features/tutors/TutorPage'), ['tutor', 'search', 'favourites', 'time-zones']),
  (module) => module.TutorPage,
);
/** The landing a search engine sends a student to: /tutors/{subject}[/{city}]. */
export const TutorLandingPage = Object.assign(
  lazyWithTimeout(
    withWords(() => import('../features/landing/TutorLandingPage'), ['search', 'favourites']),
    (module) => module.TutorLandingPage,
  ),
  {
    /**
     * Its answer comes with its code, so the server's HTML of the landing stays on screen until
     * the app can show the same landing, instead of giving way to a spinner (app/first-screen.ts).
     */
    prefetchFirstScreen: ({ apiClient, language, params, prefetch }: FirstScreenContext) => {
      if (params.subject) prefetch(tutorLandingQuery(apiClient, language, params.subject, params.city));
    },
  },
);
const FavouritesPage = lazyWithTimeout(
  withWords(() => import('../features/favourites/FavouritesPage'), ['favourites', 'search']),
  (module) => module.FavouritesPage,
);
export const CategoriesPage = Object.assign(
  lazyWithTimeout(
    withWords(() => import('../features/categories/CategoriesPage'), ['pages']),
    (module) => module.CategoriesPage,
  ),
  {
    /** Every subject, so a server render shows the groups rather than a spinner (app/first-screen.ts). */
    prefetchFirstScreen: ({ apiClient, language, prefetch }: FirstScreenContext) => {
      prefetch(categoriesQuery(apiClient, language));
    },
  },
);
/** FAQ, feedback, privacy and the two terms of use: one chunk, one loader. */
export const PublicPage = lazyWithTimeout(
  withWords(() => import('../features/public-pages/PublicPage'), ['pages']),
  (module) => module.PublicPage,
);
/** '/faq': the public page with the answers to the address's search (?q=) in its first render. */
export function FaqRoute() {
  return <PublicPage page="faq" />;
}
FaqRoute.preload = () => PublicPage.preload();
FaqRoute.prefetchFirstScreen = ({ apiClient, language, searchParams, prefetch }: FirstScreenContext) => {
  prefetch(faqQuery(apiClient, language, faqSearchOf(searchParams)));
};
export const LogoutPage = lazyWithTimeout(
  () => import('./logout/LogoutPage'),
  (module) => module.LogoutPage,
);

/**
 * '/': home for everyone except teachers, whose home is /user/profile. A student's is
 * their dashboard; guests and admins get the landing.
 */
export function HomeRoute() {
  const session = useSession();
  if (session?.role === 'ROLE_TEACHER') return <Navigate to={PATHS.teacherHome} replace />;
  if (session?.role === 'ROLE_STUDENT') return <StudentHomePage />;
  return <HomePage />;
}
/** The hero and, right under it, the search wizard with its lists (app/first-screen.ts). */
HomeRoute.preload = async () => {
  const role = getSession()?.role;
  if (role === 'ROLE_TEACHER') return;
  if (role === 'ROLE_STUDENT') return StudentHomePage.preload();
  await HomePage.preload();
  await (await import('../features/home/HomePage')).preloadWizard();
};
HomeRoute.prefetchFirstScreen = ({ apiClient, language, prefetch }: FirstScreenContext) => {
  const role = getSession()?.role;
  if (role === 'ROLE_TEACHER' || role === 'ROLE_STUDENT') return;
  prefetch(topCategoriesQuery(apiClient, language));
  prefetch(categoriesQuery(apiClient, language));
  prefetch(countriesQuery(apiClient, language));
  prefetch(citiesQuery(apiClient, language, citiesCountryOf(undefined)));
  prefetch(priceRangeQuery(apiClient));
};

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
  const [params] = useSearchParams();
  // Right after signing in this renders before the sign-in screen's own navigation lands: it
  // must go where that goes (/registration, which honours `next`), or `next` would be lost.
  const next = params.get('next');
  if (session && next)
    return <Navigate to={`${PATHS.registration}?${new URLSearchParams({ next }).toString()}`} replace />;
  if (session) return <Navigate to={homePathFor(session.role)} replace />;
  return <LoginPage />;
}

/** '/favourites' (signed-in screens): a guest signs in first and comes back here. */
export function FavouritesRoute() {
  const session = useSession();
  if (!session) return <Navigate to={`${PATHS.login}?next=${encodeURIComponent(PATHS.favourites)}`} replace />;
  return <FavouritesPage />;
}
FavouritesRoute.preload = () => (getSession() ? FavouritesPage.preload() : Promise.resolve());

/*
 * Accounts: register, signup code, password reset, registration steps, profile,
 * settings and the admin verifications screen. Each is a lazy chunk; the registration guard is
 * too, so the shell never loads account code for a guest on the home page.
 */
const RegisterPage = lazyWithTimeout(
  () => import('../features/auth/RegisterPage'),
  (m) => m.RegisterPage,
);
const SignupCodePage = lazyWithTimeout(
  () => import('../features/auth/SignupCodePage'),
  (m) => m.SignupCodePage,
);
const ForgotPasswordPage = lazyWithTimeout(
  () => import('../features/auth/ForgotPasswordPage'),
  (m) => m.ForgotPasswordPage,
);
const ResetPasswordPage = lazyWithTimeout(
  () => import('../features/auth/ResetPasswordPage'),
  (m) => m.ResetPasswordPage,
);
export const RegistrationResolver = lazyWithTimeout(
  () => import('../features/registration/RegistrationGuard'),
  (m) => m.RegistrationResolver,
);
export const RegistrationGuard = lazyWithTimeout(
  () => import('../features/registration/RegistrationGuard'),
  (m) => m.RegistrationGuard,
);
export const RegistrationStepPage = lazyWithTimeout(
  () => import('../features/registration/RegistrationStepPage'),
  (m) => m.RegistrationStepPage,
);
export const ProfilePage = lazyWithTimeout(
  () => import('../features/profile/ProfilePage'),
  (m) => m.ProfilePage,
);
export const SettingsPage = lazyWithTimeout(
  () => import('../features/settings/SettingsPage'),
  (m) => m.SettingsPage,
);
export const UserDetailsPage = lazyWithTimeout(
  withWords(() => import('../features/user-details/UserDetailsPage'), ['users']),
  (m) => m.UserDetailsPage,
);
const AdminVerificationsPage = lazyWithTimeout(
  () => import('../features/admin-verifications/AdminVerificationsPage'),
  (m) => m.AdminVerificationsPage,
);

const AdminBalancesPage = lazyWithTimeout(
  () => import('../features/admin-balances/AdminBalancesPage'),
  (m) => m.AdminBalancesPage,
);

const GUEST_SCREENS = {
  register: RegisterPage,
  signupCode: SignupCodePage,
  forgotPassword: ForgotPasswordPage,
  resetPassword: ResetPasswordPage,
} as const;

/** Sign-up and password screens: a signed-in user continues at /registration (their step or home). */
export function GuestAccountRoute({ screen }: { screen: keyof typeof GUEST_SCREENS }) {
  const session = useSession();
  if (session) return <Navigate to={PATHS.registration} replace />;
  const Screen = GUEST_SCREENS[screen];
  return <Screen />;
}

/** Admin screens: ROLE_ADMINISTRATOR only; guests sign in first. */
export function AdminVerificationsRoute() {
  const session = useSession();
  if (!session) return <Navigate to={`${PATHS.login}?next=${encodeURIComponent(PATHS.adminVerifications)}`} replace />;
  if (session.role !== 'ROLE_ADMINISTRATOR') return <ErrorPage variant="ACCESS_DENIED" />;
  return <AdminVerificationsPage />;
}

/** Balances per user and manual adjustments: ROLE_ADMINISTRATOR only. */
export function AdminBalancesRoute() {
  const session = useSession();
  if (!session) return <Navigate to={`${PATHS.login}?next=${encodeURIComponent(PATHS.adminBalances)}`} replace />;
  if (session.role !== 'ROLE_ADMINISTRATOR') return <ErrorPage variant="ACCESS_DENIED" />;
  return <AdminBalancesPage />;
}

/**
 * '/tutor/:id': the profile is requested together with the page's code rather than once it has
 * run (the tutor page's largest paint waits on that answer). The query lives here, where it is
 * observed from the first render, so the page finds it in flight or done; nothing is cached.
 */
export function TutorRoute() {
  const { id = '' } = useParams();
  useTutorProfile(id);
  // Its own boundary: a suspending child would otherwise hold back this component's commit, and
  // with it the request.
  return (
    <LanguageSafeSuspense fallback={<RouteFallback />}>
      <TutorPage />
    </LanguageSafeSuspense>
  );
}
TutorRoute.preload = () => TutorPage.preload();
TutorRoute.prefetchFirstScreen = ({ apiClient, language, params, signedIn, prefetch }: FirstScreenContext) => {
  prefetch(tutorProfileQuery(apiClient, language, params.id ?? '', signedIn));
  prefetch(freeSlotsQuery(apiClient, params.id ?? ''));
};
