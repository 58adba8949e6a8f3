/**
 * The quizzes module's public face (issue 23): what other modules may use of it. Their files
 * import this, never its files, so what it keeps to itself can change behind it.
 */
export { type QuizzesDeps } from './quiz-catalogue.service';
export { storedResult } from './quiz-result-records';
export { createQuizResultsService } from './quiz-results.service';
export { toStoredQuestion } from './quiz-rows';
export * as quizzesQueries from './quizzes.queries';
export { createGuestAttemptCleanupJob, deleteUnclaimedGuestAttempts } from './quiz-guest-cleanup';
