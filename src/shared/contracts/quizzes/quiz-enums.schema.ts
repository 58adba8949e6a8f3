import { z } from 'zod';

/** Question types of spec section 3; each has its own answer, scoring and reference page. */
export const QuestionType = z
  .enum(['SINGLE_ANSWER', 'MULTISELECT', 'SHORT_PHRASE', 'MATCHING', 'SEQUENCE', 'FULL_TEXT_ANSWER', 'MULTIGROUP'])
  .meta({ id: 'QuestionType' });
export type QuestionType = z.infer<typeof QuestionType>;
export const QUESTION_TYPES = QuestionType.options;

/** A new question starts as a single-answer one. */
export const DEFAULT_QUESTION_TYPE: QuestionType = 'SINGLE_ANSWER';

/** Quiz sections of spec section 3; the slugs double as URL segments. */
export const QuizSection = z
  .enum(['trenyvalni-multitesty', 'magistratura-aspirantura', 'for-teachers', 'nmt'])
  .meta({ id: 'QuizSection' });
export type QuizSection = z.infer<typeof QuizSection>;
export const QUIZ_SECTIONS = QuizSection.options;

/** The default section. */
export const DEFAULT_QUIZ_SECTION: QuizSection = 'nmt';

/** The three AI analyses of a quiz result (spec section 3). */
export const AiAnalysisKind = z
  .enum(['QUIZ_ANALYZE_RESULTS', 'QUIZ_ANALYZE_GAPS', 'QUIZ_SUGGEST_TOPICS_TO_LEARN'])
  .meta({ id: 'AiAnalysisKind' });
export type AiAnalysisKind = z.infer<typeof AiAnalysisKind>;
export const AI_ANALYSIS_KINDS = AiAnalysisKind.options;
