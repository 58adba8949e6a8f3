import { z } from 'zod';
import { quizMaxScore } from '../../quiz/question-points';
import { Question } from './question.schema';
import { DEFAULT_QUIZ_SECTION, QuizSection } from './quiz-enums.schema';
import { text } from '../../validation/text';

/**
 * One row of a subject's conversion table: test points to the 100–200 scale. Exam-facts: each
 * subject has its own non-linear table and its intermediate values must not be invented, so a
 * quiz converts only through rows its author typed in.
 */
export const ConversionRow = z
  .object({ points: z.number().min(0), scaled: z.number().int().min(100).max(200) })
  .meta({ id: 'ConversionRow' });
export type ConversionRow = z.infer<typeof ConversionRow>;

/** Rows in rising order of points; a higher test score never converts lower. */
export const ConversionTable = z
  .array(ConversionRow)
  .min(1)
  .max(500)
  .superRefine((rows, ctx) => {
    rows.forEach((row, index) => {
      const previous = rows[index - 1];
      if (previous && (row.points <= previous.points || row.scaled < previous.scaled)) {
        ctx.addIssue({ code: 'custom', message: 'validation.quiz-conversion-table-order', path: [index] });
      }
    });
  })
  .meta({ id: 'ConversionTable' });
export type ConversionTable = z.infer<typeof ConversionTable>;

/** The quiz fields of the authoring screen, without questions. */
export const QuizFields = z.object({
  mainTitle: text().trim().min(1, 'validation.quiz-title-required').max(300),
  /** Time limit in minutes (an NMT block is 120). */
  maxTime: z.number().int().min(1, 'validation.quiz-max-time-invalid').max(600, 'validation.quiz-max-time-invalid'),
  /** Short unique code of the quiz, e.g. "NMT-MATH-2026-1". */
  code: text().trim().min(1, 'validation.quiz-code-required').max(64),
  /** Id or URL of the cover image, if any. */
  quizImage: text().max(2048).nullable(),
  /** Category (subject) code from the reference data. */
  category: text().trim().min(1, 'validation.quiz-category-required'),
  section: QuizSection.default(DEFAULT_QUIZ_SECTION),
  /** Sum of the questions' worth (see `quizMaxScore`); a different figure is refused. */
  maxScore: z.number().min(0),
  /** Lowest passing test score (e.g. mathematics 2026: 5); absent when the author gives none. */
  threshold: z.number().int().min(0).optional(),
  /** Author-entered conversion to 100–200; absent: the result shows points and percent only. */
  conversionTable: ConversionTable.optional(),
});
export type QuizFields = z.infer<typeof QuizFields>;

/** The quiz authoring payload: create or replace a whole quiz. */
export const QuizInput = QuizFields.extend({
  questions: z.array(Question).min(1, 'validation.quiz-no-questions').max(200),
})
  .superRefine((quiz, ctx) => {
    const issue = (message: string, path: (string | number)[]) => ctx.addIssue({ code: 'custom', message, path });
    const numbers = quiz.questions.map((q) => q.questionNumber);
    if (new Set(numbers).size !== numbers.length) issue('validation.quiz-duplicate-question-number', ['questions']);
    const maxScore = quizMaxScore(quiz.questions);
    if (quiz.maxScore !== maxScore) issue('validation.quiz-max-score-mismatch', ['maxScore']);
    if (quiz.threshold !== undefined && quiz.threshold > maxScore)
      issue('validation.quiz-threshold-too-high', ['threshold']);
    const lastRow = quiz.conversionTable?.at(-1);
    if (lastRow && lastRow.points > maxScore) issue('validation.quiz-conversion-table-too-high', ['conversionTable']);
    // Exam-facts: the threshold converts to 100 and the maximum to 200, so an author's table covers
    // exactly that span: a row under the threshold or a table ending before the maximum would
    // scale scores the exam does not.
    const firstRow = quiz.conversionTable?.[0];
    if (firstRow && quiz.threshold !== undefined && firstRow.points < quiz.threshold)
      issue('validation.quiz-conversion-table-below-threshold', ['conversionTable']);
    if (lastRow && lastRow.points < maxScore)
      issue('validation.quiz-conversion-table-short-of-max', ['conversionTable']);
  })
  .meta({ id: 'QuizInput' });
export type QuizInput = z.infer<typeof QuizInput>;

/**
 * A stored quiz as loaded back into the authoring screen. The stored category is `subject`;
 * `mapLoadedQuiz` turns it into the authoring state's `category`.
 */
export const LoadedQuiz = z
  .object({
    id: text().min(1),
    mainTitle: text(),
    code: text(),
    maxScore: z.number(),
    maxTime: z.number().int(),
    subject: text(),
    section: QuizSection,
    questions: z.array(Question),
    quizImage: text().nullable().optional(),
    threshold: z.number().int().min(0).optional(),
    conversionTable: ConversionTable.optional(),
  })
  .meta({ id: 'LoadedQuiz' });
export type LoadedQuiz = z.infer<typeof LoadedQuiz>;
