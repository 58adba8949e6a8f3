import { z } from 'zod';
import { text } from '../../validation/text';

/**
 * The letter (or short label) an option is answered by. Symbols are uppercased; a blank
 * symbol exists only while the author types, so a saved option always has one.
 */
export const OptionSymbol = text()
  .trim()
  .min(1, 'validation.quiz-symbol-required')
  .max(3, 'validation.quiz-symbol-too-long')
  .refine((symbol) => symbol === symbol.toLocaleUpperCase('uk'), 'validation.quiz-symbol-not-uppercase');
export type OptionSymbol = z.infer<typeof OptionSymbol>;

export const AnswerOption = z
  .object({
    symbol: OptionSymbol,
    /** Rich-text (HTML) body of the option; may be empty when the symbol alone is the option. */
    content: text().max(20_000),
  })
  .meta({ id: 'AnswerOption' });
export type AnswerOption = z.infer<typeof AnswerOption>;

export const AnswerGroup = z
  .object({
    /** Group titles are optional (e.g. "Gap 1", or the left column of a matching task). */
    answerGroupTitle: text().max(500).nullable(),
    answerGroupOptions: z.array(AnswerOption).max(32),
  })
  .meta({ id: 'AnswerGroup' });
export type AnswerGroup = z.infer<typeof AnswerGroup>;

/**
 * One row of a MATCHING or SEQUENCE key.
 * - MATCHING: `element` is a symbol of the first group (the row), `match` a symbol of the second.
 * - SEQUENCE: `element` is the 1-based position as a string ("1" is first), `match` a symbol of the
 *   only group (the event put at that position).
 */
export const MatchPair = z.object({ element: text().trim().min(1), match: OptionSymbol }).meta({ id: 'MatchPair' });
export type MatchPair = z.infer<typeof MatchPair>;

/** One MULTIGROUP key entry: the correct symbol of the group at `groupIndex` (0-based). */
export const GroupLetter = z
  .object({ groupIndex: z.number().int().min(0), symbol: OptionSymbol })
  .meta({ id: 'GroupLetter' });
export type GroupLetter = z.infer<typeof GroupLetter>;
