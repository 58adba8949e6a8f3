import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type {
  GuestQuizAttempt,
  QuizAttempt,
  QuizResultRecord,
  SaveQuizAttempt,
  UserChosenAnswer,
} from '../../../shared/contracts/quizzes';
import { QUIZ_DEADLINE_GRACE_MS } from '../../../shared/contracts/quizzes';
import { AppError } from '../../../shared/errors';
import { scoreQuiz } from '../../../shared/quiz/scoring';
import type { QuizzesDeps } from './quiz-catalogue.service';
import { mayOpenQuiz, mayUserOpenQuiz } from './quiz-access';
import * as attempts from './quiz-attempts.queries';
import type { AttemptRow } from './quiz-attempts.queries';
import { toResultRecord } from './quiz-result-records';
import * as results from './quiz-results.queries';
import { toScorableQuiz } from './quiz-rows';
import * as quizzes from './quizzes.queries';

const MINUTE_MS = 60_000;

const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

export function toAttempt(row: AttemptRow): QuizAttempt {
  return {
    id: row.id,
    quizId: row.quiz_id,
    status: row.status,
    startedAt: row.started_at.toISOString(),
    deadlineAt: row.deadline_at.toISOString(),
    currentQuestionIndex: row.current_question_index,
    answers: row.answers,
  };
}

/**
 * Attempts at a quiz. A result exists only as an attempt started here: its
 * deadline is the server's (started + maxTime, plus QUIZ_DEADLINE_GRACE_MS for answers on their
 * way), its partial answers are saved here as the run goes, so a reload or another device resumes
 * it, and a guest's attempt (held by a random key, only its hash stored) is carried over when the
 * guest signs in. Past the deadline nothing more is accepted: the answers saved in time are
 * scored. Every sheet is checked by the scoring rules before it is stored (400 otherwise).
 */
export function createQuizAttemptsService(deps: QuizzesDeps) {
  const now = () => deps.now();

  /** A quiz this user (null: a guest) may take: one still in review stays private. */
  async function publishedQuiz(quizId: string, userId: string | null) {
    const quiz = await quizzes.findQuizById(deps.db, quizId);
    const open = quiz && (userId ? await mayUserOpenQuiz(deps, quiz, userId) : await mayOpenQuiz(deps, quiz, null));
    if (!quiz || !open) throw new AppError('NOT_FOUND');
    return quiz;
  }

  async function scorable(quizId: string) {
    const quiz = await quizzes.findQuizById(deps.db, quizId);
    if (!quiz) throw new AppError('NOT_FOUND');
    return toScorableQuiz(quiz, await quizzes.questionsOf(deps.db, [quiz.id]));
  }

  /** Throws the 400 a sheet the run screen cannot produce deserves; scores nothing. */
  async function checkSheet(quizId: string, answers: readonly UserChosenAnswer[]) {
    scoreQuiz(await scorable(quizId), answers);
  }

  const pastGrace = (row: AttemptRow) => now() > row.deadline_at.getTime() + QUIZ_DEADLINE_GRACE_MS;

  /** Scores an open attempt with the answers it holds (its time ran out, or it is finished now). */
  async function close(row: AttemptRow, answers: readonly UserChosenAnswer[]): Promise<boolean> {
    const result = scoreQuiz(await scorable(row.quiz_id), answers);
    return results.finishResult(deps.db, row.id, answers, result, new Date(now()));
  }

  async function create(userId: string | null, quizId: string, guestKeyHash: string | null) {
    const quiz = await publishedQuiz(quizId, userId);
    const at = now();
    return attempts.insertAttempt(deps.db, {
      userId,
      guestKeyHash,
      quizId: quiz.id,
      at: new Date(at),
      deadline: new Date(at + quiz.max_time * MINUTE_MS),
    });
  }

  async function ownOpen(userId: string, attemptId: string): Promise<AttemptRow> {
    const row = await attempts.findAttempt(deps.db, attemptId);
    if (!row || row.user_id !== userId) throw new AppError('NOT_FOUND');
    if (row.status !== 'IN_PROGRESS') throw new AppError('QUIZ_RESULT_FINISHED');
    return row;
  }

  async function guestOpen(attemptId: string, key: string): Promise<AttemptRow> {
    const row = await attempts.findAttempt(deps.db, attemptId);
    if (!row || row.user_id !== null || !row.guest_key_hash || !sameHash(row.guest_key_hash, hashKey(key)))
      throw new AppError('NOT_FOUND');
    if (row.status !== 'IN_PROGRESS') throw new AppError('QUIZ_RESULT_FINISHED');
    return row;
  }

  async function save(row: AttemptRow, progress: SaveQuizAttempt): Promise<QuizAttempt> {
    if (pastGrace(row)) {
      await close(row, row.answers);
      throw new AppError('QUIZ_TIME_UP');
    }
    await checkSheet(row.quiz_id, progress.answers);
    if (!(await attempts.saveProgress(deps.db, row.id, progress, new Date(now()))))
      throw new AppError('QUIZ_RESULT_FINISHED');
    return toAttempt((await attempts.findAttempt(deps.db, row.id))!);
  }

  async function record(id: string): Promise<QuizResultRecord> {
    const row = await results.findResult(deps.db, id);
    if (!row) throw new AppError('NOT_FOUND');
    return toResultRecord(row);
  }

  return {
    /**
     * The signed-in start: resumes the open attempt (answers, place, the same deadline) unless
     * `restart`; an open attempt whose time ran out is scored with what it held and a new one
     * starts. Answers whether the attempt is new.
     */
    async start(userId: string, quizId: string, restart: boolean): Promise<{ attempt: QuizAttempt; created: boolean }> {
      await publishedQuiz(quizId, userId);
      for (const open of await attempts.openAttemptsOf(deps.db, userId, quizId)) {
        if (pastGrace(open)) await close(open, open.answers);
        else if (restart) await attempts.deleteOpenAttempt(deps.db, open.id);
        else return { attempt: toAttempt(open), created: false };
      }
      return { attempt: toAttempt(await create(userId, quizId, null)), created: true };
    },

    async read(userId: string, attemptId: string): Promise<QuizAttempt> {
      const row = await attempts.findAttempt(deps.db, attemptId);
      if (!row || row.user_id !== userId) throw new AppError('NOT_FOUND');
      return toAttempt(row);
    },

    async save(userId: string, attemptId: string, progress: SaveQuizAttempt): Promise<QuizAttempt> {
      return save(await ownOpen(userId, attemptId), progress);
    },

    /**
     * Scores the attempt. In time (deadline + grace) the answers sent now count; later, only the
     * answers saved in time do, whatever is sent.
     */
    async finish(userId: string, attemptId: string, answers: readonly UserChosenAnswer[]): Promise<QuizResultRecord> {
      const row = await ownOpen(userId, attemptId);
      const counted = pastGrace(row) ? row.answers : answers;
      if (!(await close(row, counted))) throw new AppError('QUIZ_RESULT_FINISHED');
      return record(attemptId);
    },

    async startGuest(quizId: string): Promise<GuestQuizAttempt> {
      const guestKey = randomBytes(24).toString('base64url');
      const row = await create(null, quizId, hashKey(guestKey));
      return { attempt: toAttempt(row), guestKey };
    },

    async readGuest(attemptId: string, key: string): Promise<QuizAttempt> {
      return toAttempt(await guestOpen(attemptId, key));
    },

    async saveGuest(attemptId: string, key: string, progress: SaveQuizAttempt): Promise<QuizAttempt> {
      return save(await guestOpen(attemptId, key), progress);
    },

    /**
     * Carries a guest's attempt over at sign-in, with the latest answers the browser holds (saved
     * if still in time). The user's other open attempts at the quiz give way to it.
     */
    async claim(userId: string, attemptId: string, key: string, progress?: SaveQuizAttempt): Promise<QuizAttempt> {
      const row = await guestOpen(attemptId, key);
      await publishedQuiz(row.quiz_id, userId);
      if (progress) await checkSheet(row.quiz_id, progress.answers);
      for (const open of await attempts.openAttemptsOf(deps.db, userId, row.quiz_id))
        await attempts.deleteOpenAttempt(deps.db, open.id);
      if (!(await attempts.claimGuestAttempt(deps.db, row.id, row.guest_key_hash!, userId, new Date(now()))))
        throw new AppError('NOT_FOUND');
      if (progress && !pastGrace(row)) await attempts.saveProgress(deps.db, row.id, progress, new Date(now()));
      return toAttempt((await attempts.findAttempt(deps.db, row.id))!);
    },
  };
}

export type QuizAttemptsService = ReturnType<typeof createQuizAttemptsService>;
