import type {
  QuizProgressPoint,
  QuizResult,
  QuizResultRecord,
  ReviewQuestion,
  StoredQuestion,
} from '../../../shared/contracts/quizzes';
import { answersTo } from '../../../shared/quiz/answer-recording';
import { referencePathFor } from '../../../shared/quiz/reference-paths';
import type { ResultRow } from './quiz-results.queries';

/** The scored result kept in a row; null while the run is open. */
export function storedResult(row: ResultRow): QuizResult | null {
  if (row.status === 'IN_PROGRESS' || row.per_question === null) return null;
  return {
    score: row.score ?? 0,
    maxScore: row.max_score ?? 0,
    percent: row.percent ?? 0,
    ...(row.scaled_score !== null ? { scaled: row.scaled_score } : {}),
    ...(row.threshold_reached !== null ? { thresholdReached: row.threshold_reached } : {}),
    pendingReview: row.status === 'PENDING_REVIEW',
    perQuestion: row.per_question,
  };
}

export function toResultRecord(row: ResultRow): QuizResultRecord {
  return {
    id: row.id,
    quizId: row.quiz_id,
    quizCode: row.quiz_code,
    mainTitle: row.main_title,
    section: row.section,
    status: row.status,
    startedAt: row.started_at.toISOString(),
    finishedAt: row.finished_at?.toISOString() ?? null,
    result: storedResult(row),
  };
}

/** Finished results, oldest first: the points of the progress chart. */
export function toProgressHistory(rows: readonly ResultRow[]): QuizProgressPoint[] {
  return rows
    .filter((row) => row.finished_at !== null && row.status !== 'IN_PROGRESS')
    .sort((a, b) => a.finished_at!.getTime() - b.finished_at!.getTime())
    .map((row) => ({
      resultId: row.id,
      quizId: row.quiz_id,
      quizCode: row.quiz_code,
      finishedAt: row.finished_at!.toISOString(),
      score: row.score ?? 0,
      maxScore: row.max_score ?? 0,
      percent: row.percent ?? 0,
      scaled: row.scaled_score,
    }));
}

/** The answers review of a result: every question with its key, explanation, answer and score. */
export function toReviewQuestions(row: ResultRow, questions: readonly StoredQuestion[]): ReviewQuestion[] {
  const scores = row.per_question ?? [];
  return questions.map((question) => ({
    id: question.id,
    questionNumber: question.questionNumber,
    taskType: question.taskType,
    questionTaskHtml: question.questionTaskHtml,
    taskExplanation: question.taskExplanation,
    answerGroups: question.answerGroups,
    correctAnswerLetters: question.correctAnswerLetters,
    topics: question.topics,
    referencePath: referencePathFor(question.taskType),
    chosenAnswers: answersTo(row.answers, question.id),
    score: scores.find((score) => score.questionId === question.id) ?? null,
  }));
}
