import { z } from 'zod';
import { QuestionType } from './quiz-enums.schema';
import { text } from '../../validation/text';

/**
 * How a question came out. `pending`: a full-text answer not yet marked by a teacher (it counts 0
 * until marked). `unanswered`: no entry at all for the question.
 */
export const QuestionOutcome = z.enum(['correct', 'partial', 'incorrect', 'unanswered', 'pending']);
export type QuestionOutcome = z.infer<typeof QuestionOutcome>;

export const QuestionScore = z
  .object({
    questionId: text(),
    questionNumber: z.number().int(),
    taskType: QuestionType,
    /** Points earned, after scaling to the author's override; rounded to hundredths. */
    points: z.number().min(0),
    maxPoints: z.number().min(0),
    /** Points by the exam rule of the type before any override (e.g. 0–3 for a sequence). */
    rawPoints: z.number().min(0),
    rawMaxPoints: z.number().min(0),
    outcome: QuestionOutcome,
    /** SEQUENCE only: whether the first and the last positions were right (exam-facts rule). */
    sequenceEnds: z.object({ firstRight: z.boolean(), lastRight: z.boolean() }).optional(),
  })
  .meta({ id: 'QuestionScore' });
export type QuestionScore = z.infer<typeof QuestionScore>;

export const QuizResult = z
  .object({
    score: z.number().min(0),
    maxScore: z.number().min(0),
    /** score / maxScore in percent, one decimal; 0 for an empty quiz. */
    percent: z.number().min(0).max(100),
    /** 100–200 through the quiz's own conversion table; absent without a table or below its first row. */
    scaled: z.number().int().min(100).max(200).optional(),
    /** Absent when the quiz has no threshold. */
    thresholdReached: z.boolean().optional(),
    /** True while a full-text answer waits for a teacher's mark. */
    pendingReview: z.boolean(),
    perQuestion: z.array(QuestionScore),
  })
  .meta({ id: 'QuizResult' });
export type QuizResult = z.infer<typeof QuizResult>;
