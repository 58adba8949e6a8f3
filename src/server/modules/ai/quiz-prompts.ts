import type { QuizHintFacts } from '../../../shared/contracts/ai';
import type { AiAnalysisKind, QuizAnalysis } from '../../../shared/contracts/quizzes';
import type { Language } from '../../../shared/i18n/language';
import type { ChatMessage } from '../../integrations/ai/chat-model.port';
import { analysisFacts, taskTypeName } from './quiz-prompt-facts';

/**
 * Prompts of exam-practice AI, in the reader's language. The model gets the facts the
 * deterministic analysis computed (points lost per question type and topic, sequence ends…),
 * never the answer key, and is asked to speak in the exam's terms.
 */
const SYSTEM: Record<Language, string> = {
  uk:
    'Ти — досвідчений репетитор, який готує учнів до НМТ та ЄВІ. Відповідай українською, коротко ' +
    '(до 200 слів), доброзичливо і по суті. Говори термінами іспиту: бали, типи завдань, теми. ' +
    'Не вигадуй фактів, яких немає в даних.',
  en:
    'You are an experienced tutor preparing students for Ukraine’s NMT and EVI exams. Answer in ' +
    'English, briefly (under 200 words), kindly and to the point. Speak in the exam’s terms: ' +
    'points, task types, topics. Do not invent facts that are not in the data.',
};

const ASK: Record<Language, Record<AiAnalysisKind, string>> = {
  uk: {
    QUIZ_ANALYZE_RESULTS:
      'Проаналізуй результат тесту: де втрачено бали за типами завдань і темами, і що говорить ' +
      'характер помилок (наприклад, у послідовностях правильні перша й остання події, а середина ні).',
    QUIZ_ANALYZE_GAPS: 'Назви прогалини в знаннях за цим результатом: найслабші теми й типи завдань і чому.',
    QUIZ_SUGGEST_TOPICS_TO_LEARN:
      'Запропонуй, які теми вчити в першу чергу і в якому порядку, з короткою порадою до кожної.',
  },
  en: {
    QUIZ_ANALYZE_RESULTS:
      'Analyse this test result: where points were lost by task type and topic, and what the ' +
      'pattern of mistakes says (e.g. sequences: first and last right, the middle wrong).',
    QUIZ_ANALYZE_GAPS: 'Name the knowledge gaps this result shows: the weakest topics and task types, and why.',
    QUIZ_SUGGEST_TOPICS_TO_LEARN: 'Suggest which topics to study first and in what order, with a short tip for each.',
  },
};

export function analysisPrompt(
  kind: AiAnalysisKind,
  analysis: QuizAnalysis,
  context: { mainTitle: string; language: Language },
): ChatMessage[] {
  const { language } = context;
  return [
    { role: 'system', content: SYSTEM[language] },
    {
      role: 'user',
      content: `${ASK[language][kind]}\n\n${analysisFacts(analysis, context.mainTitle, language)}`,
    },
  ];
}

/** A hint for one question during a run: how to think about it, never the answer. */
export function hintPrompt(
  hint: QuizHintFacts,
  question: { text: string; options: string[] },
  language: Language,
): ChatMessage[] {
  const ask =
    language === 'uk'
      ? 'Учень розв’язує це завдання і просить підказку. Дай навідну підказку в 2–4 реченнях: який ' +
        'прийом чи правило застосувати. НЕ називай правильну відповідь і не вказуй букву варіанта.'
      : 'A student is solving this task and asks for a hint. Give a leading hint in 2–4 sentences: ' +
        'which method or rule to apply. Do NOT state the correct answer or name an option letter.';
  const label =
    language === 'uk'
      ? { type: 'Тип', topics: 'Теми', options: 'Варіанти' }
      : { type: 'Type', topics: 'Topics', options: 'Options' };
  const lines = [
    ask,
    '',
    `${label.type}: ${taskTypeName(hint.taskType, language)}. ${hint.rule}`,
    hint.topics.length > 0 ? `${label.topics}: ${hint.topics.join(', ')}` : '',
    '',
    question.text,
    question.options.length > 0 ? `\n${label.options}:\n${question.options.join('\n')}` : '',
  ];
  return [
    { role: 'system', content: SYSTEM[language] },
    { role: 'user', content: lines.filter((line, i) => line !== '' || i === 1).join('\n') },
  ];
}
