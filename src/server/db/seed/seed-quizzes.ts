import { QuizInput } from '../../../shared/contracts/quizzes';
import { quizMaxScore } from '../../../shared/quiz/question-points';
import { sanitizeQuiz } from '../../modules/quizzes/quiz-html';
import * as queries from '../../modules/quizzes/quizzes.queries';
import type { Database } from '../database';
import { EVI_ENGLISH_PRACTICE } from './quizzes/evi-english-practice';
import { HISTORY_PRACTICE } from './quizzes/history-practice';
import { NMT_MATH_MOCK } from './quizzes/nmt-math-mock';
import { TEACHERS_NMT_SCORING } from './quizzes/teachers-nmt-scoring';
import { UKRAINIAN_PRACTICE } from './quizzes/ukrainian-practice';

/** The product's own quizzes: content, so they are seeded whatever the demo setting. */
export const SEED_QUIZZES = [
  NMT_MATH_MOCK,
  HISTORY_PRACTICE,
  UKRAINIAN_PRACTICE,
  EVI_ENGLISH_PRACTICE,
  TEACHERS_NMT_SCORING,
];

/**
 * Upserts each seeded quiz by its code, idempotently: questions keep their ids (matched by
 * number), so results and reviews survive a restart. A code taken by a teacher's own quiz is
 * left alone, and an admin's unpublishing of a seeded quiz is kept. Each quiz passes the same
 * QuizInput contract and sanitiser as an authored one, so broken seed data fails loudly.
 */
export async function seedQuizzes(db: Database, now = new Date()): Promise<void> {
  for (const seed of SEED_QUIZZES) {
    const quiz = QuizInput.parse(sanitizeQuiz({ ...seed, maxScore: quizMaxScore(seed.questions) } as QuizInput));
    const existing = await queries.findQuizByCode(db, quiz.code);
    if (existing && existing.author_id !== null) continue;
    await db
      .transaction()
      .execute((trx) =>
        queries.writeQuiz(
          trx,
          { id: existing?.id, authorId: null, at: now, approvalStatus: 'APPROVED' },
          quiz,
          quiz.maxScore,
        ),
      );
  }
}
