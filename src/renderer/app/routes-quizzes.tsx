import { Navigate } from 'react-router-dom';
import { ErrorPage } from './errors/ErrorPage';
import { lazyWithTimeout } from './lazy-with-timeout';
import { PATHS } from './paths';
import { useSession } from './session/use-session';

// Exam practice: quiz lists, info, run, results, reference pages and authoring.
export const EviLandingPage = lazyWithTimeout(
  () => import('../features/quizzes/EviLandingPage'),
  (m) => m.EviLandingPage,
);
export const QuizListPage = lazyWithTimeout(
  () => import('../features/quizzes/QuizListPage'),
  (m) => m.QuizListPage,
);
export const QuizInfoPage = lazyWithTimeout(
  () => import('../features/quizzes/QuizInfoPage'),
  (m) => m.QuizInfoPage,
);
export const QuizNotFoundPage = lazyWithTimeout(
  () => import('../features/quizzes/QuizNotFoundPage'),
  (m) => m.QuizNotFoundPage,
);
export const QuizHelpPage = lazyWithTimeout(
  () => import('../features/quizzes/HelpPage'),
  (m) => m.HelpPage,
);
export const QuizRunPage = lazyWithTimeout(
  () => import('../features/quiz-run/QuizRunPage'),
  (m) => m.QuizRunPage,
);
export const QuizResultPage = lazyWithTimeout(
  () => import('../features/quiz-run/QuizResultPage'),
  (m) => m.QuizResultPage,
);
export const QuizAnswersPage = lazyWithTimeout(
  () => import('../features/quiz-run/QuizAnswersPage'),
  (m) => m.QuizAnswersPage,
);
export const MyQuizResultsPage = lazyWithTimeout(
  () => import('../features/quiz-run/MyResultsPage'),
  (m) => m.MyResultsPage,
);
const QuizAuthoringPage = lazyWithTimeout(
  () => import('../features/quiz-authoring/QuizAuthoringPage'),
  (m) => m.QuizAuthoringPage,
);

/** Quiz authoring is teachers' and admins' tooling: guests sign in, students are refused. */
export function QuizAuthoringRoute() {
  const session = useSession();
  if (!session) return <Navigate to={`${PATHS.login}?next=${encodeURIComponent(window.location.pathname)}`} replace />;
  if (session.role !== 'ROLE_TEACHER' && session.role !== 'ROLE_ADMINISTRATOR') {
    return <ErrorPage variant="ACCESS_DENIED" />;
  }
  return <QuizAuthoringPage />;
}
