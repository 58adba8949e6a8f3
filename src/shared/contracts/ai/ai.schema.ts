import { z } from 'zod';
import { QuizAnalysis } from '../quizzes/quiz-analysis.schema';
import { AiAnalysisKind, QuestionType } from '../quizzes/quiz-enums.schema';
import { text } from '../../validation/text';

/**
 * AI of exam practice: a per-user token quota that replenishes every minute,
 * analyses of a result and hints during a run. Both answer a text/event-stream of AiStreamEvent
 * (one `data:` JSON line per event), so the screen shows the model's text as it arrives.
 */
export const AiQuota = z
  .object({
    /** Tokens a user may spend per minute. */
    limit: z.number().int(),
    used: z.number().int(),
    remaining: z.number().int(),
    /** What one request reserves up front; a request is refused when less than this remains. */
    requestCost: z.number().int(),
    /** When the spent tokens come back (ISO time); null when nothing is spent. */
    resetsAt: text().nullable(),
    /** 'ai' when a model endpoint is configured, else 'deterministic' (computed from the data). */
    source: z.enum(['ai', 'deterministic']),
  })
  .meta({ id: 'AiQuota' });
export type AiQuota = z.infer<typeof AiQuota>;

export const QuizAnalysisRequest = z
  .object({ resultId: z.uuid(), kind: AiAnalysisKind })
  .meta({ id: 'QuizAnalysisRequest' });
export type QuizAnalysisRequest = z.infer<typeof QuizAnalysisRequest>;

export const QuizHintRequest = z.object({ quizId: z.uuid(), questionId: z.uuid() }).meta({ id: 'QuizHintRequest' });
export type QuizHintRequest = z.infer<typeof QuizHintRequest>;

/** The facts a hint is built from; never the answer key. */
export const QuizHintFacts = z
  .object({
    questionId: text(),
    questionNumber: z.number().int(),
    taskType: QuestionType,
    topics: z.array(text()),
    referencePath: text(),
    /** How the quiz's short answers are written: a number, a word form, or either (its subject). */
    answerStyle: z.enum(['numeric', 'language', 'general']),
    /** The deterministic hint in the reader's language: the type's rule for this subject. */
    rule: text(),
    /** "The task is on: …" for a question with topics, else null. */
    topicHint: text().nullable(),
  })
  .meta({ id: 'QuizHintFacts' });
export type QuizHintFacts = z.infer<typeof QuizHintFacts>;

/**
 * Events of the stream, in order: `meta` first (source 'ai' or 'deterministic'), then the
 * deterministic `analysis` or `hint` facts (always, so the screen has data even if the model
 * fails), then with a model any number of `delta` text pieces, and `done` last, or `error`.
 */
export const AiStreamEvent = z
  .discriminatedUnion('type', [
    z.object({ type: z.literal('meta'), source: z.enum(['ai', 'deterministic']), model: text().nullable() }),
    z.object({ type: z.literal('analysis'), analysis: QuizAnalysis }),
    z.object({ type: z.literal('hint'), hint: QuizHintFacts }),
    z.object({ type: z.literal('delta'), text: text() }),
    z.object({ type: z.literal('done'), quota: AiQuota }),
    z.object({ type: z.literal('error'), code: text(), message: text() }),
  ])
  .meta({ id: 'AiStreamEvent' });
export type AiStreamEvent = z.infer<typeof AiStreamEvent>;
