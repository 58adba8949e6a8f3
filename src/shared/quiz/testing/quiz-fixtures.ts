import type { AnswerGroup, StoredQuestion } from '../../contracts/quizzes';

/**
 * Small builders of valid questions for tests, in the shapes of NMT tasks (exam-facts.md). Each
 * takes the task number N of 'Завдання N' and optional `points` and `topics`.
 */
interface Extra {
  points?: number;
  topics?: string[];
}

export function group(symbols: string, title: string | null = null): AnswerGroup {
  return {
    answerGroupTitle: title,
    answerGroupOptions: [...symbols].map((symbol) => ({ symbol, content: `<p>Варіант ${symbol}</p>` })),
  };
}

function base(n: number, extra: Extra) {
  return {
    id: `q${n}`,
    questionNumber: n,
    questionTaskHtml: `<p>Завдання ${n}</p>`,
    taskExplanation: '',
    topics: extra.topics ?? [],
    ...(extra.points !== undefined ? { points: extra.points } : {}),
  };
}

export const singleQuestion = (n: number, correct = 'Б', extra: Extra = {}): StoredQuestion => ({
  ...base(n, extra),
  taskType: 'SINGLE_ANSWER',
  answerGroups: [group('АБВГД')],
  correctAnswerLetters: [correct],
});

/** "Three of seven". */
export const multiselectQuestion = (n: number, correct = ['А', 'В', 'Д'], extra: Extra = {}): StoredQuestion => ({
  ...base(n, extra),
  taskType: 'MULTISELECT',
  answerGroups: [group('АБВГДЕЖ')],
  correctAnswerLetters: correct,
});

export const shortPhraseQuestion = (n: number, accepted = ['2.5'], extra: Extra = {}): StoredQuestion => ({
  ...base(n, extra),
  taskType: 'SHORT_PHRASE',
  answerGroups: [],
  correctAnswerLetters: accepted,
});

/** Four rows (1–4) to five options (А–Д); `key` is the option of each row in order. */
export const matchingQuestion = (n: number, key = 'ГАДБ', extra: Extra = {}): StoredQuestion => ({
  ...base(n, extra),
  taskType: 'MATCHING',
  answerGroups: [group('1234'), group('АБВГД')],
  correctAnswerLetters: [...key].map((match, index) => ({ element: String(index + 1), match })),
});

/** Four events А–Г; `order` is the correct order, first to last. */
export const sequenceQuestion = (n: number, order = 'ВАГБ', extra: Extra = {}): StoredQuestion => ({
  ...base(n, extra),
  taskType: 'SEQUENCE',
  answerGroups: [group('АБВГ')],
  correctAnswerLetters: [...order].map((match, index) => ({ element: String(index + 1), match })),
});

/** One group of А–Г per letter of `key`, the correct letter of each group. */
export const multigroupQuestion = (n: number, key = 'АВБ', extra: Extra = {}): StoredQuestion => ({
  ...base(n, extra),
  taskType: 'MULTIGROUP',
  answerGroups: [...key].map((_, index) => group('АБВГ', `Пропуск ${index + 1}`)),
  correctAnswerLetters: [...key].map((symbol, groupIndex) => ({ groupIndex, symbol })),
});

export const fullTextQuestion = (n: number, extra: Extra = {}): StoredQuestion => ({
  ...base(n, extra),
  taskType: 'FULL_TEXT_ANSWER',
  answerGroups: [],
  correctAnswerLetters: [],
});
