import type { AnswerGroup, QuizInput } from '../../../../shared/contracts/quizzes';

/**
 * Compact builders for the product's own quizzes. Symbols follow NMT answer sheets: letters of
 * the 32-letter alphabet for options, digits for matching rows; option bodies are plain text.
 */
export type SeedQuestion = QuizInput['questions'][number];

const LETTERS = 'АБВГДЕЄЖЗИ';

interface Texts {
  html: string;
  explanation: string;
  topics: string[];
  points?: number;
}

function base(n: number, texts: Texts) {
  return {
    questionNumber: n,
    questionTaskHtml: texts.html,
    taskExplanation: texts.explanation,
    topics: texts.topics,
    ...(texts.points !== undefined ? { points: texts.points } : {}),
  };
}

function lettered(contents: readonly string[], title: string | null = null): AnswerGroup {
  return {
    answerGroupTitle: title,
    answerGroupOptions: contents.map((content, i) => ({ symbol: LETTERS[i]!, content })),
  };
}

function numbered(contents: readonly string[]): AnswerGroup {
  return {
    answerGroupTitle: null,
    answerGroupOptions: contents.map((content, i) => ({ symbol: String(i + 1), content })),
  };
}

export const single = (n: number, texts: Texts, options: readonly string[], correct: string): SeedQuestion => ({
  ...base(n, texts),
  taskType: 'SINGLE_ANSWER',
  answerGroups: [lettered(options)],
  correctAnswerLetters: [correct],
});

/** "Three of seven". */
export const multiselect = (n: number, texts: Texts, options: readonly string[], correct: string[]): SeedQuestion => ({
  ...base(n, texts),
  taskType: 'MULTISELECT',
  answerGroups: [lettered(options)],
  correctAnswerLetters: correct,
});

export const shortAnswer = (n: number, texts: Texts, accepted: string[]): SeedQuestion => ({
  ...base(n, texts),
  taskType: 'SHORT_PHRASE',
  answerGroups: [],
  correctAnswerLetters: accepted,
});

/** Rows 1..n to lettered options; `key` holds the option letter of each row in order. */
export const matching = (
  n: number,
  texts: Texts,
  rows: readonly string[],
  options: readonly string[],
  key: string,
): SeedQuestion => ({
  ...base(n, texts),
  taskType: 'MATCHING',
  answerGroups: [numbered(rows), lettered(options)],
  correctAnswerLetters: [...key].map((match, i) => ({ element: String(i + 1), match })),
});

/** Lettered events; `order` is the correct order, first to last. */
export const sequence = (n: number, texts: Texts, events: readonly string[], order: string): SeedQuestion => ({
  ...base(n, texts),
  taskType: 'SEQUENCE',
  answerGroups: [lettered(events)],
  correctAnswerLetters: [...order].map((match, i) => ({ element: String(i + 1), match })),
});

/** One lettered group per gap; `key` holds the correct letter of each group in order. */
export const multigroup = (
  n: number,
  texts: Texts,
  groups: readonly { title: string; options: readonly string[] }[],
  key: string,
): SeedQuestion => ({
  ...base(n, texts),
  taskType: 'MULTIGROUP',
  answerGroups: groups.map((g) => lettered(g.options, g.title)),
  correctAnswerLetters: [...key].map((symbol, groupIndex) => ({ groupIndex, symbol })),
});

export const fullText = (n: number, texts: Texts): SeedQuestion => ({
  ...base(n, texts),
  taskType: 'FULL_TEXT_ANSWER',
  answerGroups: [],
  correctAnswerLetters: [],
});
