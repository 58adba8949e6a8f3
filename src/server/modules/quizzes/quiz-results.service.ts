import type {
  MyQuizResults,
  QuizResultRecord,
  QuizResultReview,
  QuizSubmission,
  UserChosenAnswer,
} from '../../../shared/contracts/quiz';
import { AppError } from '../../../shared/errors';
import { scoreQuiz } from '../../../shared/quiz/scoring';
import type { AuthUser } from '../../plugins/auth';
import type { QuizzesDeps } from './quiz-catalogue.service';
import { mayUserOpenQuiz } from './quiz-access';
import { toProgressHistory, toResultRecord, toReviewQuestions } from './quiz-result-records';
import { toScorableQuiz, toStoredQuestion } from './quiz-rows';
import * as results from './quiz-results.queries';
import * as quizzes from './quizzes.queries';

/**
 * A student's results (issue 9). Scores are computed here from the stored quiz with the shared
 * NMT rules, never taken from the client; a sheet that cannot be scored (an unknown question, a
 * fourth "three of seven" letter…) throws before anything is written, so a 400 saves nothing.
 */
export function createQuizResultsService(deps: QuizzesDeps) {
  const at = () => new Date(deps.now());

  /** A quiz the user may take (issue 22: one still in review only by those who may open it). */
  async function publishedQuiz(quizId: string, userId: string) {
    const quiz = await quizzes.findQuizById(deps.db, quizId);
    if (!quiz || !(await mayUserOpenQuiz(deps.db, quiz, userId))) throw new AppError('NOT_FOUND');
    return { quiz, questions: await quizzes.questionsOf(deps.db, [quiz.id]) };
  }

  async function scoredFor(quizId: string, userId: string, answers: readonly UserChosenAnswer[]) {
    const { quiz, questions } = await publishedQuiz(quizId, userId);
    return scoreQuiz(toScorableQuiz(quiz, questions), answers);
  }

  async function record(id: string): Promise<QuizResultRecord> {
    const row = await results.findResult(deps.db, id);
    if (!row) throw new AppError('NOT_FOUND');
    return toResultRecord(row);
  }

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
    async submit(userId: string, submission: QuizSubmission): Promise<QuizResultRecord> {
      const result = await scoredFor(submission.quizId, userId, submission.answers);
      const id = await results.insertScoredResult(
        deps.db,
        { userId, quizId: submission.quizId },
        submission.answers,
        result,
        at(),
      );
      return record(id);
    },

    async start(userId: string, quizId: string): Promise<QuizResultRecord> {
      await publishedQuiz(quizId, userId);
      return record(await results.insertStartedResult(deps.db, userId, quizId, at()));
    },

    async finish(userId: string, resultId: string, answers: readonly UserChosenAnswer[]): Promise<QuizResultRecord> {
      const row = await results.findResult(deps.db, resultId);
      if (!row || row.user_id !== userId) throw new AppError('NOT_FOUND');
      if (row.status !== 'IN_PROGRESS') throw new AppError('QUIZ_RESULT_FINISHED');
      const result = await scoredFor(row.quiz_id, userId, answers);
      const finished = await results.finishResult(deps.db, resultId, answers, result, at());
      if (!finished) throw new AppError('QUIZ_RESULT_FINISHED');
      return record(resultId);
    },

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
