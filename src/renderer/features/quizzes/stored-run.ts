import { z } from 'zod';
import { UserChosenAnswer } from '../../../shared/contracts/quizzes';
import { STORAGE_KEYS } from '../../../shared/storage-keys';
import type { SafeStorage } from '../../platform/storage';

/*
 * The run quiz-run keeps in storage, read here too: the quiz's info page offers to resume it
 * without loading the run's store.
 */

/**
 * What is kept so that a quiz started before login resumes after it: quizId, index,
 * answers, started and unanswered. Parsed on the way back in, because local storage may hold
 * anything another tab or an older version wrote.
 */
export const QuizRunSnapshot = z.object({
  quizId: z.string().min(1),
  currentQuestionIndex: z.number().int().min(0),
  userChosenAnswers: z.array(UserChosenAnswer),
  started: z.boolean(),
  unansweredQuestions: z.array(z.number().int().min(0)),
  /**
   * When the run started (ms since the epoch). Not in the run state's list: the countdown of `maxTime`
   * must go on from where it was after a resume, not start afresh.
   */
  startedAt: z.number().int().min(0).optional(),
  /** The server's attempt this run saves to and is scored from. */
  attemptId: z.string().min(1).optional(),
  /** A guest's key to that attempt; gone once the attempt is claimed at sign-in. */
  guestKey: z.string().min(1).optional(),
});
export type QuizRunSnapshot = z.infer<typeof QuizRunSnapshot>;

/** The unfinished run kept in storage for `quizId`, if any (to resume or restart). */
export function storedRunFor(storage: Pick<SafeStorage, 'getJson'>, quizId: string): QuizRunSnapshot | null {
  const stored = QuizRunSnapshot.safeParse(storage.getJson(STORAGE_KEYS.quizRunState) ?? null);
  return stored.success && stored.data.quizId === quizId ? stored.data : null;
}
