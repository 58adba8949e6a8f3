import type { Selectable } from 'kysely';
import type {
  LoadedQuiz,
  QuestionType,
  QuizSummary,
  RunQuestion,
  StoredQuestion,
} from '../../../shared/contracts/quizzes';
import { QUESTION_TYPES } from '../../../shared/contracts/quizzes';
import type { Language } from '../../../shared/i18n/language';
import { questionMaxPoints } from '../../../shared/quiz/question-points';
import { referencePathFor } from '../../../shared/quiz/reference-paths';
import type { DB } from '../../db/schema';

/** Mapping of stored quiz rows to the contracts; rows were validated against them when written. */
export type QuizRow = Selectable<DB['quizzes']> & { category_name_uk: string; category_name_en: string };
export type QuestionRow = Selectable<DB['quiz_questions']>;

export function toStoredQuestion(row: QuestionRow): StoredQuestion {
  return {
    id: row.id,
    questionNumber: row.question_number,
    questionTaskHtml: row.title_html,
    taskExplanation: row.explanation_html,
    taskType: row.task_type,
    answerGroups: row.answer_groups,
    correctAnswerLetters: row.correct_answer,
    topics: row.topics,
    ...(row.points !== null ? { points: row.points } : {}),
  } as StoredQuestion;
}

/** The summary needs only each question's type. */
export function toQuizSummary(
  quiz: QuizRow,
  questions: readonly Pick<QuestionRow, 'task_type'>[],
  language: Language,
): QuizSummary {
  const used = new Set<QuestionType>(questions.map((q) => q.task_type));
  return {
    id: quiz.id,
    code: quiz.code,
    mainTitle: quiz.main_title,
    maxTime: quiz.max_time,
    quizImage: quiz.quiz_image,
    category: quiz.category_code,
    categoryName: language === 'en' ? quiz.category_name_en : quiz.category_name_uk,
    section: quiz.section,
    maxScore: quiz.max_score,
    questionCount: questions.length,
    questionTypes: QUESTION_TYPES.filter((type) => used.has(type)),
    threshold: quiz.threshold,
    hasConversionTable: (quiz.conversion_table?.length ?? 0) > 0,
  };
}

/** A question as a run shows it: no key and no explanation. */
export function toRunQuestion(row: QuestionRow): RunQuestion {
  return {
    id: row.id,
    questionNumber: row.question_number,
    taskType: row.task_type,
    questionTaskHtml: row.title_html,
    answerGroups: row.answer_groups,
    maxPoints: questionMaxPoints(toStoredQuestion(row)),
    topics: row.topics,
    referencePath: referencePathFor(row.task_type),
  };
}

export function toLoadedQuiz(quiz: QuizRow, questions: readonly QuestionRow[]): LoadedQuiz {
  return {
    id: quiz.id,
    mainTitle: quiz.main_title,
    code: quiz.code,
    maxScore: quiz.max_score,
    maxTime: quiz.max_time,
    subject: quiz.category_code,
    section: quiz.section,
    questions: questions.map(toStoredQuestion),
    quizImage: quiz.quiz_image,
    ...(quiz.threshold !== null ? { threshold: quiz.threshold } : {}),
    ...(quiz.conversion_table ? { conversionTable: quiz.conversion_table } : {}),
  };
}

/** What scoring needs of a stored quiz (see ScorableQuiz in src/shared/quiz/scoring.ts). */
export function toScorableQuiz(quiz: QuizRow, questions: readonly QuestionRow[]) {
  return {
    questions: questions.map(toStoredQuestion),
    ...(quiz.threshold !== null ? { threshold: quiz.threshold } : {}),
    ...(quiz.conversion_table ? { conversionTable: quiz.conversion_table } : {}),
  };
}
