import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { TOP_UP_PAGE_PATH } from '../../shared/contracts/ledger/ledger.paths';
import { ErrorRoute, NotFoundRoute } from './errors/ErrorPage';
import { RouteErrorBoundary } from './errors/RouteErrorBoundary';
import { TopUpRedirect } from './TopUpRedirect';
import { AppLayout } from './layout/AppLayout';
// Public pages: categories, FAQ, feedback, privacy and the two terms of use.
import { CategoriesPage, PublicPage } from './routes';
import {
  FavouritesRoute,
  HomeRoute,
  LoginRoute,
  LogoutPage,
  RootErrorFallback,
  SearchPage,
  TeacherHomeRoute,
  TutorLandingPage,
  TutorRoute,
} from './routes';
// Accounts: sign-up, password reset, registration steps, profile, settings, admin verifications.
import {
  AdminVerificationsRoute,
  AdminBalancesRoute,
  GuestAccountRoute,
  ProfilePage,
  RegistrationGuard,
  RegistrationResolver,
  RegistrationStepPage,
  SettingsPage,
  UserDetailsPage,
} from './routes';
// Lesson requests, schedule and booking.
import {
  CreateLessonPage,
  MyStudentsPage,
  AcceptInvitePage,
  PaymentResultPage,
  LessonDetailsPage,
  MyLessonsPage,
  HomeworkPage,
  LessonRequestPage,
  MySchedulePage,
  PublicRequestPage,
  RequestsPage,
  ScheduleEditorPage,
} from './routes';
// Exam practice.
import {
  EviLandingPage,
  FaqRoute,
  MyQuizResultsPage,
  QuizAnswersPage,
  QuizAuthoringRoute,
  QuizHelpPage,
  QuizInfoPage,
  QuizListPage,
  QuizNotFoundPage,
  QuizResultPage,
  QuizRunPage,
} from './routes';
// Messenger and notifications.
// The meeting room.
import { MeetingPage } from './routes';
import { BoardRoute, MessengerRoute, NotificationsRoute } from './routes';

/*
 * The product fixes three paths ('/', '/user/profile', '/logout'); the error pages and the catch-all
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
          { path: 'tutor/:id', element: <TutorRoute /> },
          // The subject and city landings, in Ukrainian and under /en (modules/seo sends their HTML).
          { path: 'tutors/:subject/:city?', element: <TutorLandingPage /> },
          { path: 'en/tutors/:subject/:city?', element: <TutorLandingPage /> },
          { path: 'favourites', element: <FavouritesRoute /> },
          { path: 'logout', element: <LogoutPage /> },
          { path: 'categories', element: <CategoriesPage /> },
          { path: 'faq', element: <FaqRoute /> },
          { path: 'feedback', element: <PublicPage page="feedback" /> },
          { path: 'privacy', element: <PublicPage page="privacy" /> },
          { path: 'terms/students', element: <PublicPage page="terms-students" /> },
          { path: 'terms/teachers', element: <PublicPage page="terms-teachers" /> },
          { path: 'register', element: <GuestAccountRoute screen="register" /> },
          { path: 'signup/code', element: <GuestAccountRoute screen="signupCode" /> },
          { path: 'password/forgot', element: <GuestAccountRoute screen="forgotPassword" /> },
          { path: 'password/reset', element: <GuestAccountRoute screen="resetPassword" /> },
          { path: 'registration', element: <RegistrationResolver /> },
          { path: 'registration/:step', element: <RegistrationStepPage /> },
          {
            element: <RegistrationGuard />,
            children: [
              { path: 'user/profile/edit', element: <ProfilePage /> },
              { path: 'settings', element: <SettingsPage /> },
              { path: TOP_UP_PAGE_PATH.slice(1), element: <TopUpRedirect /> },
            ],
          },
          { path: 'user/:id', element: <UserDetailsPage /> },
          { path: 'tutor/:id/request', element: <LessonRequestPage /> },
          { path: 'requests/new', element: <PublicRequestPage /> },
          { path: 'invites/:token', element: <AcceptInvitePage /> },
          {
            element: <RegistrationGuard />,
            children: [
              { path: 'requests', element: <RequestsPage /> },
              { path: 'schedule', element: <MySchedulePage /> },
              { path: 'schedule/edit', element: <ScheduleEditorPage /> },
              { path: 'lessons/new', element: <CreateLessonPage /> },
              { path: 'students', element: <MyStudentsPage /> },
              { path: 'payments/:paymentId/result', element: <PaymentResultPage /> },
              { path: 'lessons', element: <MyLessonsPage /> },
              { path: 'lessons/:id', element: <LessonDetailsPage /> },
              { path: 'lessons/:id/homework', element: <HomeworkPage /> },
            ],
          },
          { path: 'admin/verifications', element: <AdminVerificationsRoute /> },
          { path: 'admin/balances', element: <AdminBalancesRoute /> },
          { path: 'evi', element: <EviLandingPage /> },
          { path: 'quizzes', element: <QuizListPage /> },
          { path: 'quizzes/not-found', element: <QuizNotFoundPage /> },
          { path: 'quizzes/:section', element: <QuizListPage /> },
          { path: 'quiz/:code', element: <QuizInfoPage /> },
          { path: 'quiz/:code/run', element: <QuizRunPage /> },
          { path: 'quiz-results', element: <MyQuizResultsPage /> },
          { path: 'quiz-results/:resultId', element: <QuizResultPage /> },
          { path: 'quiz-results/:resultId/answers', element: <QuizAnswersPage /> },
          { path: 'quiz-authoring', element: <QuizAuthoringRoute /> },
          { path: 'quiz-authoring/:quizId', element: <QuizAuthoringRoute /> },
          { path: 'dovidka/viditestiv/:page', element: <QuizHelpPage /> },
          {
            element: <RegistrationGuard />,
            children: [
              { path: 'messages', element: <MessengerRoute /> },
              { path: 'messages/:chatId', element: <MessengerRoute /> },
              { path: 'notifications', element: <NotificationsRoute /> },
              { path: 'lessons/:id/meeting', element: <MeetingPage /> },
              { path: 'lessons/:id/boards/:boardId', element: <BoardRoute /> },
            ],
          },
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
