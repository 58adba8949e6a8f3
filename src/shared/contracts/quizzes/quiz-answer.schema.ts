import { z } from 'zod';
import { text } from '../../validation/text';

/**
 * One entry of a student's answers (`userChosenAnswers`). A question may have several
 * entries; what they mean depends on its type:
 * - SINGLE_ANSWER: one entry, `answer` is the chosen symbol.
 * - MULTISELECT: one entry per chosen symbol, at most 3.
 * - SHORT_PHRASE, FULL_TEXT_ANSWER: one entry, `answer` is the typed text.
 * - MATCHING: one entry per row, `answer` is the row symbol, `matchingAnswer` the option symbol.
 * - SEQUENCE: one entry per position, `answer` is the 1-based position ("1"), `matchingAnswer`
 *   the option symbol put there.
 * - MULTIGROUP: one entry per group, `answer` is the chosen symbol, `groupIndex` its group.
 */
export const UserChosenAnswer = z
  .object({
    questionId: text().min(1),
    answer: text().max(20_000),
    matchingAnswer: text().max(3).nullable(),
    /**
     * MULTIGROUP only. Not in the product's field list: groups commonly reuse the same letters (А–Г
     * for every gap), so the letter alone cannot say which group it answers.
     */
    groupIndex: z.number().int().min(0).optional(),
  })
  .meta({ id: 'UserChosenAnswer' });
export type UserChosenAnswer = z.infer<typeof UserChosenAnswer>;

/** A finished run sent for scoring; the server scores it, never the client. */
export const QuizSubmission = z
  .object({
    quizId: z.uuid({ error: 'validation.invalid' }),
    answers: z.array(UserChosenAnswer).max(2000),
  })
  .meta({ id: 'QuizSubmission' });
export type QuizSubmission = z.infer<typeof QuizSubmission>;

/** A teacher's mark for a full-text answer, from 0 to the question's worth. */
export const TeacherMark = z
  .object({ questionId: text().min(1), points: z.number().min(0) })
  .meta({ id: 'TeacherMark' });
export type TeacherMark = z.infer<typeof TeacherMark>;
