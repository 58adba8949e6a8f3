import { z } from 'zod';
import { AnswerGroup } from './answer-group.schema';
import { TeacherMark, UserChosenAnswer } from './quiz-answer.schema';
import { QuestionScore, QuizResult } from './quiz-result.schema';
import { QuestionType, QuizSection } from './quiz-enums.schema';
import { text } from '../../validation/text';

/**
 * The signed-in result routes. A result is IN_PROGRESS from start to finish, then
 * FINISHED, or PENDING_REVIEW while a full-text answer waits for a teacher's mark (it counts once
 * marked). Scores are always computed on the server from the stored quiz.
 */
export const QuizResultStatus = z.enum(['IN_PROGRESS', 'PENDING_REVIEW', 'FINISHED']).meta({ id: 'QuizResultStatus' });
export type QuizResultStatus = z.infer<typeof QuizResultStatus>;

export const QuizResultIdParams = z.object({ resultId: z.uuid() });
export type QuizResultIdParams = z.infer<typeof QuizResultIdParams>;

/**
 * Opens the attempt a run is scored from: no result without one. Without
 * `restart` the user's open attempt at this quiz is resumed (on any device); with it, the open
 * attempt is dropped and a fresh one starts.
 */
export const StartQuizResult = z
  .object({ quizId: z.uuid(), restart: z.boolean().default(false) })
  .meta({ id: 'StartQuizResult' });
export type StartQuizResult = z.infer<typeof StartQuizResult>;

/**
 * Grace after an attempt's deadline (started + maxTime) for answers already on their way: a save
 * or finish later than this is refused (QUIZ_TIME_UP) and the answers saved before it count.
 */
export const QUIZ_DEADLINE_GRACE_MS = 60_000;

/** A run in progress as the server keeps it: its deadline, partial answers and place. */
export const QuizAttempt = z
  .object({
    id: text(),
    quizId: text(),
    status: z.enum(['IN_PROGRESS', 'PENDING_REVIEW', 'FINISHED']),
    startedAt: text(),
    /** startedAt + the quiz's maxTime; the server accepts answers until QUIZ_DEADLINE_GRACE_MS after it. */
    deadlineAt: text(),
    currentQuestionIndex: z.number().int().min(0),
    answers: z.array(UserChosenAnswer),
  })
  .meta({ id: 'QuizAttempt' });
export type QuizAttempt = z.infer<typeof QuizAttempt>;

/** Partial answers and the question the student is on, saved as the run goes. */
export const SaveQuizAttempt = z
  .object({
    answers: z.array(UserChosenAnswer).max(2000),
    currentQuestionIndex: z.number().int().min(0).max(1000),
  })
  .meta({ id: 'SaveQuizAttempt' });
export type SaveQuizAttempt = z.infer<typeof SaveQuizAttempt>;

/** A guest's attempt and the key that proves it is theirs (kept in the browser, shown once). */
export const GuestQuizAttempt = z.object({ attempt: QuizAttempt, guestKey: text() }).meta({ id: 'GuestQuizAttempt' });
export type GuestQuizAttempt = z.infer<typeof GuestQuizAttempt>;

/** The header a guest sends the key of their attempt in. */
export const GUEST_ATTEMPT_KEY_HEADER = 'x-quiz-attempt-key';

export const GuestAttemptKeyHeaders = z.object({ [GUEST_ATTEMPT_KEY_HEADER]: text().trim().min(20).max(200) });

/** Signing in carries a guest's attempt over: the key, and the latest answers the browser holds. */
export const ClaimQuizAttempt = z
  .object({ guestKey: text().trim().min(20).max(200), progress: SaveQuizAttempt.optional() })
  .meta({ id: 'ClaimQuizAttempt' });
export type ClaimQuizAttempt = z.infer<typeof ClaimQuizAttempt>;

export const StartGuestQuizAttempt = z.object({ quizId: z.uuid() }).meta({ id: 'StartGuestQuizAttempt' });
export type StartGuestQuizAttempt = z.infer<typeof StartGuestQuizAttempt>;

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
