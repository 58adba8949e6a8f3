import { z } from 'zod';
import { QuestionType } from './quiz-enums.schema';
import { text } from '../../validation/text';

/**
 * A sentence of the analysis as an i18n key and its parameters (HOUSE-STYLE 15): the UI words
 * it in the reader's language, so no English text travels in the payload.
 */
export const AnalysisNote = z
  .object({
    key: text(),
    params: z.record(text(), z.union([text(), z.number(), z.array(z.number())])),
  })
  .meta({ id: 'AnalysisNote' });
export type AnalysisNote = z.infer<typeof AnalysisNote>;

const Tally = z.object({
  points: z.number().min(0),
  maxPoints: z.number().min(0),
  pointsLost: z.number().min(0),
  /** points / maxPoints, 0..1 with two decimals; questions awaiting a teacher's mark are left out. */
  accuracy: z.number().min(0).max(1),
  /** Numbers N of 'Завдання N' that fed this tally, ascending. */
  questionNumbers: z.array(z.number().int()),
});

export const TopicTally = Tally.extend({ topic: text() }).meta({ id: 'TopicTally' });
export type TopicTally = z.infer<typeof TopicTally>;

export const TypeTally = Tally.extend({
  taskType: QuestionType,
  /** The reference page explaining how this type is answered and scored. */
  referencePath: text(),
}).meta({ id: 'TypeTally' });
export type TypeTally = z.infer<typeof TypeTally>;

export const TopicPriority = z.enum(['high', 'medium', 'low']);
export type TopicPriority = z.infer<typeof TopicPriority>;

/** Marks the analysis as computed from the data, not written by an AI model (DESIGN.md "AI"). */
const source = z.literal('deterministic');

export const ResultsAnalysis = z
  .object({
    kind: z.literal('QUIZ_ANALYZE_RESULTS'),
    source,
    score: z.number(),
    maxScore: z.number(),
    percent: z.number(),
    byType: z.array(TypeTally),
    byTopic: z.array(TopicTally),
    notes: z.array(AnalysisNote),
  })
  .meta({ id: 'ResultsAnalysis' });
export type ResultsAnalysis = z.infer<typeof ResultsAnalysis>;

export const GapsAnalysis = z
  .object({
    kind: z.literal('QUIZ_ANALYZE_GAPS'),
    source,
    weakestTopics: z.array(TopicTally),
    pointsLostByTopic: z.array(TopicTally),
    pointsLostByType: z.array(TypeTally),
    notes: z.array(AnalysisNote),
  })
  .meta({ id: 'GapsAnalysis' });
export type GapsAnalysis = z.infer<typeof GapsAnalysis>;

export const TopicToLearn = z.object({
  topic: text(),
  priority: TopicPriority,
  pointsLost: z.number(),
  accuracy: z.number(),
  questionNumbers: z.array(z.number().int()),
});
export type TopicToLearn = z.infer<typeof TopicToLearn>;

export const TopicsToLearnAnalysis = z
  .object({
    kind: z.literal('QUIZ_SUGGEST_TOPICS_TO_LEARN'),
    source,
    topics: z.array(TopicToLearn),
    notes: z.array(AnalysisNote),
  })
  .meta({ id: 'TopicsToLearnAnalysis' });
export type TopicsToLearnAnalysis = z.infer<typeof TopicsToLearnAnalysis>;

export const QuizAnalysis = z
  .discriminatedUnion('kind', [ResultsAnalysis, GapsAnalysis, TopicsToLearnAnalysis])
  .meta({ id: 'QuizAnalysis' });
export type QuizAnalysis = z.infer<typeof QuizAnalysis>;
