import type { QuestionType } from '../contracts/quizzes/quiz-enums.schema';
import type { Language } from '../i18n/language';

/*
 * The deterministic hint of a question: the rule of its type, how it is scored (exam-facts.md),
 * worded for the quiz's subject, and its topics. It never holds the key. Server and run screen
 * build the same text from here, so a guest, a signed-in student without a model, and the model's
 * prompt all see one rule. A short answer is a number in mathematics and physics but a word form
 * in a language quiz (the vocative of "Олег"), so the decimal-comma advice belongs to the first only.
 */

export type AnswerStyle = 'numeric' | 'language' | 'general';

const NUMERIC_SUBJECTS = new Set(['mathematics', 'nmt-mathematics', 'physics', 'chemistry']);
const LANGUAGE_SUBJECTS = new Set([
  'ukrainian-language',
  'ukrainian-literature',
  'nmt-ukrainian',
  'ukrainian-for-foreigners',
  'english',
  'nmt-english',
  'german',
  'polish',
  'french',
  'spanish',
]);

/** How a quiz's short answers are written, from its category (subject) code. */
export function answerStyleOf(category: string): AnswerStyle {
  if (NUMERIC_SUBJECTS.has(category)) return 'numeric';
  if (LANGUAGE_SUBJECTS.has(category)) return 'language';
  return 'general';
}

type Rules = Record<Exclude<QuestionType, 'SHORT_PHRASE'>, string> & { SHORT_PHRASE: Record<AnswerStyle, string> };

const RULES: Record<Language, Rules> = {
  uk: {
    SINGLE_ANSWER:
      'Правильна лише одна відповідь, вона дає 1 бал. Спершу відкиньте варіанти, які точно не підходять, потім порівняйте решту.',
    MULTISELECT:
      'Правильних відповідей три, кожна правильно позначена дає 1 бал (0–3). Позначайте лише ті, у яких упевнені: зайвий вибір займає місце правильного.',
    SHORT_PHRASE: {
      numeric:
        'Відповідь — число, яке має точно збігтися з правильним (2 бали або 0). Десятковий дріб можна писати через кому або крапку; одиниць вимірювання не пишіть.',
      language:
        'Відповідь — слово чи форма слова, якої вимагає завдання (наприклад, відмінок або правопис). Напишіть її повністю, без зайвих знаків; регістр і спосіб запису апострофа не важать.',
      general: 'Впишіть коротку відповідь, яка має точно збігтися з правильною. Регістр і зайві пробіли не важать.',
    },
    MATCHING:
      'Кожному рядку відповідає один варіант, 1 бал за кожну правильну пару. Почніть із рядків, у яких ви впевнені: це звузить вибір для решти.',
    SEQUENCE:
      'Розташуйте всі події від першої до останньої: 3 бали за весь порядок, 2 — якщо правильні перша й остання, 1 — якщо одна з них. Почніть із крайніх.',
    FULL_TEXT_ANSWER:
      'Розгорнуту відповідь оцінює викладач: дайте пряму відповідь на питання, підкріпіть її аргументами й прикладом.',
    MULTIGROUP:
      'У кожній групі одна правильна відповідь, 1 бал за кожну групу. Перевіряйте кожен вибір у контексті всього речення чи завдання.',
  },
  en: {
    SINGLE_ANSWER:
      'Only one answer is right, worth 1 point. First rule out the options that surely do not fit, then compare the rest.',
    MULTISELECT:
      'Three answers are right; each one ticked earns 1 point (0–3). Tick only those you are sure of: a wrong tick takes a right one’s place.',
    SHORT_PHRASE: {
      numeric:
        'The answer is a number that must match exactly (2 points or 0). A decimal may use a comma or a point; leave out units.',
      language:
        'The answer is the word or word form the task asks for (a case ending, a spelling). Write it in full without extra signs; case and the way you type the apostrophe do not matter.',
      general: 'Type a short answer that must match the right one exactly. Case and extra spaces do not matter.',
    },
    MATCHING:
      'Each row has one matching option, 1 point for each right pair. Start with the rows you are sure of: that narrows the choice for the rest.',
    SEQUENCE:
      'Put every event in order, first to last: 3 points for the whole order, 2 when the first and the last are right, 1 when one of them is. Start with the ends.',
    FULL_TEXT_ANSWER:
      'A teacher marks the extended answer: answer the question directly and back it with arguments and an example.',
    MULTIGROUP:
      'Each group has one right answer, 1 point per group. Check each choice in the context of the whole sentence or task.',
  },
};

const TOPICS: Record<Language, (topics: string) => string> = {
  uk: (topics) => `Тема завдання: ${topics}. Пригадайте правило цієї теми, перш ніж відповідати.`,
  en: (topics) => `The task is on: ${topics}. Recall the rule of this topic before you answer.`,
};

/** The rule of a question type for the quiz's subject, in the reader's language. */
export function hintRule(taskType: QuestionType, category: string, language: Language): string {
  const rules = RULES[language];
  return taskType === 'SHORT_PHRASE' ? rules.SHORT_PHRASE[answerStyleOf(category)] : rules[taskType];
}

/** The topics line of a hint, or null for a question without topics. */
export function hintTopics(topics: readonly string[], language: Language): string | null {
  return topics.length > 0 ? TOPICS[language](topics.join(', ')) : null;
}
