/*
 * What the run, the authoring and the dashboards share with the quizzes: paths, data, AI parts.
 * Pages are not exported here: the route table (app/routes*.tsx) lazy-loads each from its own
 * file, so importing this index never drags a page's code or CSS into another chunk.
 */
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
