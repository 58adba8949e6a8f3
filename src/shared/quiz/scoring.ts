import type { ConversionRow, QuizResult, StoredQuestion, TeacherMark, UserChosenAnswer } from '../contracts/quizzes';
import { answersTo } from './answer-recording';
import { QuizAnswerError } from './quiz-answer-error';
import { round2, scoreQuestion } from './question-scoring';

/** What scoring needs of a stored quiz. */
export interface ScorableQuiz {
  questions: readonly StoredQuestion[];
  threshold?: number;
  conversionTable?: readonly ConversionRow[];
}

/**
 * Scores a submission on the server (exam-facts.md). Throws `QuizAnswerError` for a sheet the
 * run store could not have produced, e.g. four multiselect letters. Full-text answers count 0
 * and make `pendingReview` true until `teacherMarks` holds their mark; they count once marked.
 */
export function scoreQuiz(
  quiz: ScorableQuiz,
  answers: readonly UserChosenAnswer[],
  teacherMarks: readonly TeacherMark[] = [],
): QuizResult {
  const known = new Set(quiz.questions.map((q) => q.id));
  const stranger = answers.find((a) => !known.has(a.questionId)) ?? teacherMarks.find((m) => !known.has(m.questionId));
  if (stranger) throw new QuizAnswerError('UNKNOWN_QUESTION', stranger.questionId);

  const perQuestion = quiz.questions.map((question) =>
    scoreQuestion(
      question,
      answersTo(answers, question.id),
      teacherMarks.find((m) => m.questionId === question.id)?.points,
    ),
  );
  const score = round2(perQuestion.reduce((sum, q) => sum + q.points, 0));
  const maxScore = round2(perQuestion.reduce((sum, q) => sum + q.maxPoints, 0));
  const scaled = quiz.conversionTable ? convertToScale(score, quiz.conversionTable) : undefined;
  return {
    score,
    maxScore,
    percent: maxScore === 0 ? 0 : Math.round((score / maxScore) * 1000) / 10,
    ...(scaled !== undefined ? { scaled } : {}),
    ...(quiz.threshold !== undefined ? { thresholdReached: score >= quiz.threshold } : {}),
    pendingReview: perQuestion.some((q) => q.outcome === 'pending'),
    perQuestion,
  };
}

/**
 * Test points to 100–200 through the quiz's own table only (exam-facts "Conversion"): the row
 * with the highest `points` not above the score. Nothing is interpolated, so a score between
 * two rows of a sparse table takes the lower row, and a score below the first row (under the
 * threshold) has no scaled value at all.
 */
export function convertToScale(score: number, table: readonly ConversionRow[]): number | undefined {
  let scaled: number | undefined;
  for (const row of [...table].sort((a, b) => a.points - b.points)) {
    if (row.points <= score) scaled = row.scaled;
  }
  return scaled;
}
