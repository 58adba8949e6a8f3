import { z } from 'zod';
import { AnswerGroup, GroupLetter, MatchPair, OptionSymbol } from './answer-group.schema';
import {
  checkMatchingKey,
  checkMultigroupKey,
  checkMultiselectKey,
  checkOptions,
  checkSequenceKey,
  checkShortPhraseKey,
  checkSingleAnswerKey,
  checkUniqueSymbolsPerGroup,
  isBlankHtml,
} from './question-checks';
import { text } from '../../validation/text';

/**
 * Rich-text bodies are HTML, which runs longer than the 10000 characters the editor counts,
 * so the stored limit is looser than the editor's.
 */
const HTML_MAX_CHARS = 100_000;

/** The most an author may make one question worth. */
export const MAX_QUESTION_POINTS = 100;

export const QuestionTopic = text().trim().min(1).max(80);

const QuestionBase = z.object({
  /** Absent until the server stores the question. */
  id: text().min(1).optional(),
  /** The N of the label 'Завдання N'; cards are sorted by it, edits and deletes find by it. */
  questionNumber: z.number().int().positive(),
  questionTaskHtml: text()
    .max(HTML_MAX_CHARS)
    .refine((html) => !isBlankHtml(html), 'validation.quiz-question-required'),
  taskExplanation: text().max(HTML_MAX_CHARS),
  /**
   * The author's override of the question's worth. Absent: the exam default of its type (see
   * `defaultMaxPoints` in src/shared/quiz/question-points.ts). Partial credit scales with it.
   */
  points: z.number().int().min(1).max(MAX_QUESTION_POINTS).optional(),
  /** Free topic tags ("Дроби", "Козацька доба") used by the result analysis; none when omitted. */
  topics: z.array(QuestionTopic).max(10).default([]),
});

/** A single-answer key is one letter. */
export const SingleAnswerQuestion = QuestionBase.extend({
  taskType: z.literal('SINGLE_ANSWER'),
  answerGroups: z.array(AnswerGroup).min(1),
  /** Exactly one option symbol. */
  correctAnswerLetters: z.array(OptionSymbol),
}).superRefine((q, ctx) => checkSingleAnswerKey(q.answerGroups, q.correctAnswerLetters, ctx));

/** "Three of seven": at most 3 letters. */
export const MultiselectQuestion = QuestionBase.extend({
  taskType: z.literal('MULTISELECT'),
  answerGroups: z.array(AnswerGroup).min(1),
  /** One to three option symbols; each chosen one is worth a point. */
  correctAnswerLetters: z.array(OptionSymbol),
}).superRefine((q, ctx) => checkMultiselectKey(q.answerGroups, q.correctAnswerLetters, ctx));

export const ShortPhraseQuestion = QuestionBase.extend({
  taskType: z.literal('SHORT_PHRASE'),
  answerGroups: z.array(AnswerGroup),
  /**
   * Accepted answers; the editor writes one, more are accepted spellings. Compared after
   * normalising case, spaces, apostrophes and the decimal separator (exam-facts "Short answer").
   */
  correctAnswerLetters: z.array(text().max(500)),
}).superRefine((q, ctx) => checkShortPhraseKey(q.correctAnswerLetters, ctx));

/** Exactly 2 groups, the rows and the options. */
export const MatchingQuestion = QuestionBase.extend({
  taskType: z.literal('MATCHING'),
  answerGroups: z.array(AnswerGroup).length(2, 'validation.quiz-matching-needs-two-groups'),
  /** One pair per row of the first group, ordered from the first row. */
  correctAnswerLetters: z.array(MatchPair),
}).superRefine((q, ctx) => checkMatchingKey(q.answerGroups, q.correctAnswerLetters, ctx));

/** One group of events to put in order. */
export const SequenceQuestion = QuestionBase.extend({
  taskType: z.literal('SEQUENCE'),
  answerGroups: z.array(AnswerGroup).length(1, 'validation.quiz-sequence-needs-one-group'),
  /** Position "1".."n" to option symbol, ordered from the first position: the whole correct order. */
  correctAnswerLetters: z.array(MatchPair),
}).superRefine((q, ctx) => checkSequenceKey(q.answerGroups, q.correctAnswerLetters, ctx));

/** No answer groups; a teacher marks the text. */
export const FullTextAnswerQuestion = QuestionBase.extend({
  taskType: z.literal('FULL_TEXT_ANSWER'),
  answerGroups: z.array(AnswerGroup).max(0, 'validation.quiz-full-text-has-no-groups'),
  /** Always empty: a full-text answer has no key. */
  correctAnswerLetters: z.array(text()).max(0),
});

/** A choice per group, e.g. one word for each gap. */
export const MultigroupQuestion = QuestionBase.extend({
  taskType: z.literal('MULTIGROUP'),
  answerGroups: z.array(AnswerGroup).min(1),
  /** One letter per group index, every group covered. */
  correctAnswerLetters: z.array(GroupLetter),
}).superRefine((q, ctx) => checkMultigroupKey(q.answerGroups, q.correctAnswerLetters, ctx));

/**
 * A question of a quiz, discriminated by `taskType` so that `correctAnswerLetters` has the shape
 * of its type (see each variant above).
 */
export const Question = z
  .discriminatedUnion('taskType', [
    SingleAnswerQuestion,
    MultiselectQuestion,
    ShortPhraseQuestion,
    MatchingQuestion,
    SequenceQuestion,
    FullTextAnswerQuestion,
    MultigroupQuestion,
  ])
  .superRefine((q, ctx) => {
    checkUniqueSymbolsPerGroup(q.answerGroups, ctx);
    checkOptions(q.taskType, q.answerGroups, ctx);
  })
  .meta({ id: 'Question' });
export type Question = z.infer<typeof Question>;

/** A question as the server stores it and serves it to a quiz run: it always has an id. */
export type StoredQuestion = Question & { id: string };

/**
 * The answer key of one question without its texts: what authoring edits and scoring reads. Picked
 * per variant so that narrowing on `taskType` still narrows `correctAnswerLetters`.
 */
export type AnswerKey = Question extends infer Q
  ? Q extends Question
    ? Pick<Q, 'taskType' | 'answerGroups' | 'correctAnswerLetters'>
    : never
  : never;
