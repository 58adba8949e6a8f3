/* The quizzes feature's public surface; the router lazy-loads it (HOUSE-STYLE 7). */
export { EviLandingPage } from './EviLandingPage';
export { HelpPage } from './HelpPage';
export { QuizInfoPage } from './QuizInfoPage';
export { QuizListPage } from './QuizListPage';
export { QuizNotFoundPage } from './QuizNotFoundPage';

// What the run, the authoring and the dashboards share with the quizzes: paths, data, AI parts.
export { AiErrorText, AiQuotaMeter, AiSourceLabel } from './AiBits';
export {
  QUIZ_PATHS,
  helpPath,
  loginPath,
  quizAnswersPath,
  quizEditPath,
  quizInfoPath,
  quizListPath,
  quizResultPath,
  quizRunPath,
} from './quiz-paths';
export {
  useAiQuota,
  useAttemptApi,
  useAuthoredQuizzes,
  useCategories,
  useLoadedQuiz,
  useMarkResult,
  useMyQuizResults,
  usePendingResults,
  useQuizResult,
  useQuizRun,
  useSaveQuiz,
  type AttemptApi,
} from './quiz.queries';
export { QuizRunSnapshot, storedRunFor } from './stored-run';
export { useAiStream } from './use-ai-stream';
