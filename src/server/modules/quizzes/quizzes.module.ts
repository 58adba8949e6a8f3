import type { QuizResult, StoredQuestion } from '../../../shared/contracts/quiz';
import { AppError } from '../../../shared/errors';
import type { AuthUser } from '../../plugins/auth';
import type { QuizzesDeps } from './quiz-catalogue.service';
import { storedResult } from './quiz-result-records';
import { createQuizResultsService } from './quiz-results.service';
import { toStoredQuestion, type QuestionRow } from './quiz-rows';
import * as quizzes from './quizzes.queries';

export { createGuestAttemptCleanupJob, deleteUnclaimedGuestAttempts } from './quiz-guest-cleanup';
export type { QuestionRow } from './quiz-rows';

/** What other modules may ask of quizzes: the AI's analyses and hints read through it. */
export interface QuizzesFacade {
  /**
   * A result the user may read (its owner, the quiz's author, admins; NOT_FOUND otherwise), with
   * its quiz's title and questions. `result` is null while the run is open.
   */
  resultWithQuestions(
    user: AuthUser,
    resultId: string,
  ): Promise<{ mainTitle: string; result: QuizResult | null; questions: StoredQuestion[] }>;
  /** One question of a published quiz and the quiz's subject; NOT_FOUND otherwise. */
  publishedQuestion(quizId: string, questionId: string): Promise<{ categoryCode: string; question: QuestionRow }>;
}

/** The quizzes module's face: the facade; its routes are still wired by app.ts. */
export function createQuizzesModule(deps: QuizzesDeps) {
  const results = createQuizResultsService(deps);
  const facade: QuizzesFacade = {
    async resultWithQuestions(user, resultId) {
      const row = await results.readable(user, resultId);
      const result = storedResult(row);
      const questions = result ? (await quizzes.questionsOf(deps.db, [row.quiz_id])).map(toStoredQuestion) : [];
      return { mainTitle: row.main_title, result, questions };
    },
    async publishedQuestion(quizId, questionId) {
      const quiz = await quizzes.findQuizById(deps.db, quizId);
      if (!quiz || !quiz.published) throw new AppError('NOT_FOUND');
      const question = (await quizzes.questionsOf(deps.db, [quiz.id])).find((q) => q.id === questionId);
      if (!question) throw new AppError('NOT_FOUND');
      return { categoryCode: quiz.category_code, question };
    },
  };
  return { facade, deps };
}
export type QuizzesModule = ReturnType<typeof createQuizzesModule>;
