import type { z } from 'zod';
import { LIMITS } from '../../constants';
import type { AnswerGroup, GroupLetter, MatchPair } from './answer-group.schema';

/**
 * Cross-field checks of a saved question's answer key against its groups. The editor has no
 * non-empty check in the editor, so the editor lets an author save freely and these checks answer
 * the quiz save with per-field message keys instead of storing a question nobody can score.
 */
type Ctx = z.RefinementCtx;

const fail = (ctx: Ctx, message: string, path: (string | number)[] = ['correctAnswerLetters']) =>
  ctx.addIssue({ code: 'custom', message, path });

const symbolsOf = (group: AnswerGroup | undefined) => (group ? group.answerGroupOptions.map((o) => o.symbol) : []);

const hasDuplicates = (values: readonly string[]) => new Set(values).size !== values.length;

/** Every type: a symbol names one option of its group, or the key would be ambiguous. */
export function checkUniqueSymbolsPerGroup(groups: AnswerGroup[], ctx: Ctx): void {
  groups.forEach((group, index) => {
    if (hasDuplicates(symbolsOf(group))) fail(ctx, 'validation.quiz-duplicate-symbol', ['answerGroups', index]);
  });
}

/**
 * SINGLE_ANSWER and MULTISELECT keys are bare letters without a group, so the letters must be
 * unique across the whole question as well.
 */
export function checkLetterKey(groups: AnswerGroup[], letters: string[], maxLetters: number, ctx: Ctx): void {
  const symbols = groups.flatMap(symbolsOf);
  if (hasDuplicates(symbols)) fail(ctx, 'validation.quiz-duplicate-symbol', ['answerGroups']);
  if (letters.length === 0) fail(ctx, 'validation.quiz-correct-answer-required');
  if (letters.length > maxLetters) fail(ctx, 'validation.quiz-too-many-correct-answers');
  if (hasDuplicates(letters)) fail(ctx, 'validation.quiz-duplicate-correct-answer');
  if (letters.some((letter) => !symbols.includes(letter))) fail(ctx, 'validation.quiz-correct-answer-unknown');
}

export const checkSingleAnswerKey = (groups: AnswerGroup[], letters: string[], ctx: Ctx) =>
  checkLetterKey(groups, letters, 1, ctx);

export const checkMultiselectKey = (groups: AnswerGroup[], letters: string[], ctx: Ctx) =>
  checkLetterKey(groups, letters, LIMITS.multiselectMaxChoices, ctx);

/** SHORT_PHRASE: at least one accepted spelling. */
export function checkShortPhraseKey(texts: string[], ctx: Ctx): void {
  if (texts.filter((text) => text.trim() !== '').length === 0) fail(ctx, 'validation.quiz-correct-answer-required');
}

/** MATCHING: every row of the first group is paired once with an option of the second group. */
export function checkMatchingKey(groups: AnswerGroup[], pairs: MatchPair[], ctx: Ctx): void {
  const rows = symbolsOf(groups[0]);
  const options = symbolsOf(groups[1]);
  checkPairs(pairs, rows, options, ctx);
}

/**
 * SEQUENCE: positions 1..n (n = options in the only group) each hold one option, and no option is
 * used twice: the key is a whole order.
 */
export function checkSequenceKey(groups: AnswerGroup[], pairs: MatchPair[], ctx: Ctx): void {
  const options = symbolsOf(groups[0]);
  if (options.length < 2) fail(ctx, 'validation.quiz-sequence-needs-two-options', ['answerGroups', 0]);
  const positions = options.map((_, index) => String(index + 1));
  checkPairs(pairs, positions, options, ctx);
  if (hasDuplicates(pairs.map((pair) => pair.match))) fail(ctx, 'validation.quiz-sequence-repeats-option');
}

function checkPairs(pairs: MatchPair[], elements: string[], matches: string[], ctx: Ctx): void {
  const paired = pairs.map((pair) => pair.element);
  if (hasDuplicates(paired)) fail(ctx, 'validation.quiz-duplicate-correct-answer');
  if (pairs.some((pair) => !elements.includes(pair.element) || !matches.includes(pair.match))) {
    fail(ctx, 'validation.quiz-correct-answer-unknown');
  }
  if (elements.length === 0 || elements.some((element) => !paired.includes(element))) {
    fail(ctx, 'validation.quiz-pairs-incomplete');
  }
}

/** MULTIGROUP: one letter of its own group for every group. */
export function checkMultigroupKey(groups: AnswerGroup[], entries: GroupLetter[], ctx: Ctx): void {
  const indices = entries.map((entry) => String(entry.groupIndex));
  if (hasDuplicates(indices)) fail(ctx, 'validation.quiz-duplicate-correct-answer');
  if (entries.some((entry) => !symbolsOf(groups[entry.groupIndex]).includes(entry.symbol))) {
    fail(ctx, 'validation.quiz-correct-answer-unknown');
  }
  if (groups.some((_, index) => !entries.some((entry) => entry.groupIndex === index))) {
    fail(ctx, 'validation.quiz-pairs-incomplete');
  }
}

/**
 * The fewest options a type needs to be a task at all: a single answer from one
 * option, or "three of seven" from three (ticking all scores full marks), tests nothing.
 */
export const MIN_OPTIONS = {
  SINGLE_ANSWER: 2,
  /** More than the 3 choices a student may tick. */
  MULTISELECT: LIMITS.multiselectMaxChoices + 1,
  /** Per group: two rows, and at least as many options as rows. */
  MATCHING: 2,
  SEQUENCE: 2,
  /** Per group. */
  MULTIGROUP: 2,
} as const;

/**
 * Every option says something (a symbol alone is not an answer a student can weigh), and there are
 * enough of them for the type. Paths point at the offending group or option for the editor.
 */
export function checkOptions(taskType: string, groups: AnswerGroup[], ctx: Ctx): void {
  groups.forEach((group, g) =>
    group.answerGroupOptions.forEach((option, o) => {
      if (isBlankHtml(option.content))
        fail(ctx, 'validation.quiz-option-content-required', ['answerGroups', g, 'answerGroupOptions', o, 'content']);
    }),
  );
  const count = (g: number) => groups[g]?.answerGroupOptions.length ?? 0;
  const tooFew = (path: (string | number)[]) => fail(ctx, 'validation.quiz-too-few-options', path);
  switch (taskType) {
    case 'SINGLE_ANSWER':
    case 'MULTISELECT':
      if (groups.reduce((sum, _, g) => sum + count(g), 0) < MIN_OPTIONS[taskType]) tooFew(['answerGroups', 0]);
      return;
    case 'MATCHING':
      if (count(0) < MIN_OPTIONS.MATCHING) tooFew(['answerGroups', 0]);
      if (count(1) < Math.max(MIN_OPTIONS.MATCHING, count(0))) tooFew(['answerGroups', 1]);
      return;
    case 'MULTIGROUP':
      groups.forEach((_, g) => {
        if (count(g) < MIN_OPTIONS.MULTIGROUP) tooFew(['answerGroups', g]);
      });
      return;
    default:
      // SEQUENCE has its own message (checkSequenceKey); short and full-text answers have no options.
      return;
  }
}

/** An HTML body with neither text nor an image is blank to a student (the title is required). */
export function isBlankHtml(html: string): boolean {
  if (/<img\b/i.test(html)) return false;
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, ' ')
      .trim() === ''
  );
}
