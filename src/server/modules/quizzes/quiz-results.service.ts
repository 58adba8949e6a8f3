import type { MyQuizResults, QuizResultReview } from '../../../shared/contracts/quizzes';
import { AppError } from '../../../shared/errors';
import type { AuthUser } from '../../plugins/auth';
import type { QuizzesDeps } from './quiz-catalogue.service';
import { toProgressHistory, toResultRecord, toReviewQuestions } from './quiz-result-records';
import { toStoredQuestion } from './quiz-rows';
import * as results from './quiz-results.queries';
import * as quizzes from './quizzes.queries';

/**
 * A student's results: the list, the progress chart and the answers review. Results
 * are scored from attempts started on the server (quiz-attempts.service.ts), never from a sheet
 * sent on its own.
 */
export function createQuizResultsService(deps: QuizzesDeps) {
  /** The owner reads their result; the quiz's author and admins may too (to mark it); others get 404. */
  async function readable(user: AuthUser, resultId: string) {
    const row = await results.findResult(deps.db, resultId);
    const allowed =
      row &&
      (row.user_id === user.id ||
        user.role === 'ROLE_ADMINISTRATOR' ||
        (user.role === 'ROLE_TEACHER' && row.author_id === user.id));
    if (!row || !allowed) throw new AppError('NOT_FOUND');
    return row;
  }

  return {
    async mine(userId: string, quizId?: string): Promise<MyQuizResults> {
      const rows = await results.listResultsOf(deps.db, userId, quizId);
      return { items: rows.map(toResultRecord), history: toProgressHistory(rows) };
    },

    /** Keys and explanations are shown only once the run is finished. */
    async review(user: AuthUser, resultId: string): Promise<QuizResultReview> {
      const row = await readable(user, resultId);
      if (row.status === 'IN_PROGRESS') throw new AppError('CONFLICT');
      const questions = await quizzes.questionsOf(deps.db, [row.quiz_id]);
      return { record: toResultRecord(row), questions: toReviewQuestions(row, questions.map(toStoredQuestion)) };
    },

    readable,
  };
}

export type QuizResultsService = ReturnType<typeof createQuizResultsService>;
