import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { ErrorRoute, NotFoundRoute } from './errors/ErrorPage';
import { RouteErrorBoundary } from './errors/RouteErrorBoundary';
import { AppLayout } from './layout/AppLayout';
// Public pages (issue 8): categories, FAQ, feedback, privacy and the two terms of use.
import { CategoriesPage, FaqPage, FeedbackPage, PrivacyPage, StudentTermsPage, TeacherTermsPage } from './routes';
import { FavouritesRoute, HomeRoute, LoginRoute, LogoutPage, RootErrorFallback, SearchPage, TeacherHomeRoute, TutorPage } from './routes';

/*
 * Spec 2 shows three paths ('/', '/user/profile', '/logout'); the error pages and the catch-all
 * are ours. Screens sit in a pathless route whose errorElement keeps the header and sidebar
 * when a screen crashes or its chunk fails to load; the layout route has its own fallback.
 */
export const appRoutes: RouteObject[] = [
  {
    path: '/',
    element: <AppLayout />,
    errorElement: <RootErrorFallback />,
    children: [
      {
        errorElement: <RouteErrorBoundary />,
        children: [
          { index: true, element: <HomeRoute /> },
          { path: 'user/profile', element: <TeacherHomeRoute /> },
          { path: 'login', element: <LoginRoute /> },
          { path: 'search', element: <SearchPage /> },
          { path: 'tutor/:id', element: <TutorPage /> },
          { path: 'favourites', element: <FavouritesRoute /> },
          { path: 'logout', element: <LogoutPage /> },
          { path: 'categories', element: <CategoriesPage /> },
          { path: 'faq', element: <FaqPage /> },
          { path: 'feedback', element: <FeedbackPage /> },
          { path: 'privacy', element: <PrivacyPage /> },
          { path: 'terms/students', element: <StudentTermsPage /> },
          { path: 'terms/teachers', element: <TeacherTermsPage /> },
          { path: 'error/:variant', element: <ErrorRoute /> },
          { path: '*', element: <NotFoundRoute /> },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
