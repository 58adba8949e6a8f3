import { z } from 'zod';
import { APPROVAL_STATUSES } from '../accounts/account-enums';
import { AnswerGroup } from './answer-group.schema';
import { DEFAULT_QUIZ_SECTION, QuestionType, QuizSection } from './quiz-enums.schema';
import { text } from '../../validation/text';

/**
 * What the open quiz routes answer: the list by section, a quiz's info page and the
 * questions of a run. A run never carries answer keys or explanations: scoring is the server's,
 * and explanations come with the answers review after finishing.
 */
export const QuizListQuery = z.object({
  section: QuizSection.default(DEFAULT_QUIZ_SECTION),
  /** A category (subject) code to narrow the list; all subjects when absent. */
  category: text().trim().min(1).max(64).optional(),
});
export type QuizListQuery = z.infer<typeof QuizListQuery>;

export const QuizCodeParams = z.object({ code: text().trim().min(1).max(64) });
export type QuizCodeParams = z.infer<typeof QuizCodeParams>;

export const QuizSummary = z
  .object({
    id: text(),
    code: text(),
    mainTitle: text(),
    /** Time limit in minutes. */
    maxTime: z.number().int(),
    quizImage: text().nullable(),
    /** Category (subject) code and its name in the caller's language. */
    category: text(),
    categoryName: text(),
    section: QuizSection,
    maxScore: z.number(),
    questionCount: z.number().int(),
    /** The question types the quiz uses, in the order of QUESTION_TYPES. */
    questionTypes: z.array(QuestionType),
    threshold: z.number().int().nullable(),
    /** True when the author entered a conversion to 100–200 (the result then shows it). */
    hasConversionTable: z.boolean(),
  })
  .meta({ id: 'QuizSummary' });
export type QuizSummary = z.infer<typeof QuizSummary>;

export const QuizList = z.object({ items: z.array(QuizSummary) }).meta({ id: 'QuizList' });
export type QuizList = z.infer<typeof QuizList>;

/** A question as a run shows it: sanitised HTML, groups and options, no key, no explanation. */
export const RunQuestion = z
  .object({
    id: text(),
    questionNumber: z.number().int(),
    taskType: QuestionType,
    questionTaskHtml: text(),
    answerGroups: z.array(AnswerGroup),
    /** What the question is worth (the author's points or the exam default of its type). */
    maxPoints: z.number(),
    topics: z.array(text()),
    /** The reference page on how to answer this type. */
    referencePath: text(),
  })
  .meta({ id: 'RunQuestion' });
export type RunQuestion = z.infer<typeof RunQuestion>;

export const QuizRun = z
  .object({
    quiz: QuizSummary,
    /** Ordered by questionNumber; run indexes are positions in this array. */
    questions: z.array(RunQuestion),
  })
  .meta({ id: 'QuizRun' });
export type QuizRun = z.infer<typeof QuizRun>;

/** The editable quiz as the authoring list shows it (teacher's own; an admin sees all). */
export const AuthoredQuiz = QuizSummary.extend({
  published: z.boolean(),
  /** IN_REVIEW until an admin approves a quiz of a tutor who is not verified. */
  approvalStatus: z.enum(APPROVAL_STATUSES),
  authorId: text().nullable(),
  updatedAt: text(),
  /** Results with a full-text answer awaiting a mark. */
  pendingReviewCount: z.number().int(),
}).meta({ id: 'AuthoredQuiz' });
export type AuthoredQuiz = z.infer<typeof AuthoredQuiz>;

export const AuthoredQuizList = z.object({ items: z.array(AuthoredQuiz) }).meta({ id: 'AuthoredQuizList' });
export type AuthoredQuizList = z.infer<typeof AuthoredQuizList>;

export const QuizIdParams = z.object({ quizId: z.uuid() });
export type QuizIdParams = z.infer<typeof QuizIdParams>;
