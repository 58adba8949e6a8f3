import { z } from 'zod';
import { AnswerGroup } from './answer-group.schema';
import { TeacherMark, UserChosenAnswer } from './quiz-answer.schema';
import { QuestionScore, QuizResult } from './quiz-result.schema';
import { QuestionType, QuizSection } from './quiz-enums.schema';
import { text } from '../../validation/text';

/**
 * The signed-in result routes (issue 9). A result is IN_PROGRESS from start to finish, then
 * FINISHED, or PENDING_REVIEW while a full-text answer waits for a teacher's mark (it counts once
 * marked). Scores are always computed on the server from the stored quiz.
 */
export const QuizResultStatus = z.enum(['IN_PROGRESS', 'PENDING_REVIEW', 'FINISHED']).meta({ id: 'QuizResultStatus' });
export type QuizResultStatus = z.infer<typeof QuizResultStatus>;

export const QuizResultIdParams = z.object({ resultId: z.uuid() });
export type QuizResultIdParams = z.infer<typeof QuizResultIdParams>;

/** Opens a result before the run (optional: POST /quiz-results scores a whole run at once). */
export const StartQuizResult = z.object({ quizId: z.uuid() }).meta({ id: 'StartQuizResult' });
export type StartQuizResult = z.infer<typeof StartQuizResult>;

/** The answers that finish an open result. */
export const FinishQuizResult = z
  .object({ answers: z.array(UserChosenAnswer).max(2000) })
  .meta({ id: 'FinishQuizResult' });
export type FinishQuizResult = z.infer<typeof FinishQuizResult>;

/** A stored result; `result` is null until it is finished. */
export const QuizResultRecord = z
  .object({
    id: text(),
    quizId: text(),
    quizCode: text(),
    mainTitle: text(),
    section: QuizSection,
    status: QuizResultStatus,
    startedAt: text(),
    finishedAt: text().nullable(),
    result: QuizResult.nullable(),
  })
  .meta({ id: 'QuizResultRecord' });
export type QuizResultRecord = z.infer<typeof QuizResultRecord>;

/** One point of the progress chart: a finished result, oldest first. */
export const QuizProgressPoint = z
  .object({
    resultId: text(),
    quizId: text(),
    quizCode: text(),
    finishedAt: text(),
    score: z.number(),
    maxScore: z.number(),
    percent: z.number(),
    scaled: z.number().int().nullable(),
  })
  .meta({ id: 'QuizProgressPoint' });
export type QuizProgressPoint = z.infer<typeof QuizProgressPoint>;

export const MyQuizResultsQuery = z.object({ quizId: z.uuid().optional() });
export type MyQuizResultsQuery = z.infer<typeof MyQuizResultsQuery>;

export const MyQuizResults = z
  .object({
    /** Newest first; unfinished ones included (they can be resumed or restarted). */
    items: z.array(QuizResultRecord),
    /** Finished results oldest first, for the chart of progress over time. */
    history: z.array(QuizProgressPoint),
  })
  .meta({ id: 'MyQuizResults' });
export type MyQuizResults = z.infer<typeof MyQuizResults>;

/** A question of the answers review: the key, the explanation, what was chosen and how it scored. */
export const ReviewQuestion = z
  .object({
    id: text(),
    questionNumber: z.number().int(),
    taskType: QuestionType,
    questionTaskHtml: text(),
    taskExplanation: text(),
    answerGroups: z.array(AnswerGroup),
    /** The key in the shape of its type (see Question in question.schema.ts). */
    correctAnswerLetters: z.array(z.unknown()),
    topics: z.array(text()),
    referencePath: text(),
    chosenAnswers: z.array(UserChosenAnswer),
    score: QuestionScore.nullable(),
  })
  .meta({ id: 'ReviewQuestion' });
export type ReviewQuestion = z.infer<typeof ReviewQuestion>;

export const QuizResultReview = z
  .object({ record: QuizResultRecord, questions: z.array(ReviewQuestion) })
  .meta({ id: 'QuizResultReview' });
export type QuizResultReview = z.infer<typeof QuizResultReview>;

/** A teacher's marks for the full-text answers of one result. */
export const MarkQuizResult = z.object({ marks: z.array(TeacherMark).min(1).max(200) }).meta({ id: 'MarkQuizResult' });
export type MarkQuizResult = z.infer<typeof MarkQuizResult>;

/** A result awaiting marks, with the full-text answers to read. */
export const PendingQuizResult = z
  .object({
    record: QuizResultRecord,
    student: z.object({ id: text(), firstName: text(), lastName: text() }),
    fullTextAnswers: z.array(z.object({ questionId: text(), questionNumber: z.number().int(), text: text() })),
  })
  .meta({ id: 'PendingQuizResult' });
export type PendingQuizResult = z.infer<typeof PendingQuizResult>;

export const PendingQuizResults = z.object({ items: z.array(PendingQuizResult) }).meta({ id: 'PendingQuizResults' });
export type PendingQuizResults = z.infer<typeof PendingQuizResults>;
