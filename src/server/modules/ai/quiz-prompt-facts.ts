import type { QuestionType, QuizAnalysis, TopicTally, TypeTally } from '../../../shared/contracts/quizzes';
import type { Language } from '../../../shared/i18n/language';

/**
 * The deterministic analysis as plain lines for a prompt, in the reader's language. Notes are i18n
 * keys with params; the model gets them as `key {params}` since they are facts, not prose.
 */
export function analysisFacts(analysis: QuizAnalysis, mainTitle: string, language: Language): string {
  const uk = language === 'uk';
  const lines = [`${uk ? 'Тест' : 'Test'}: ${mainTitle}`];
  const typeLine = (t: TypeTally) =>
    `- ${taskTypeName(t.taskType, language)}: ${t.points}/${t.maxPoints} (${uk ? 'втрачено' : 'lost'} ${t.pointsLost}; ${uk ? 'завдання' : 'tasks'} ${t.questionNumbers.join(', ')})`;
  const topicLine = (t: TopicTally) =>
    `- ${t.topic}: ${t.points}/${t.maxPoints} (${uk ? 'втрачено' : 'lost'} ${t.pointsLost}; ${uk ? 'завдання' : 'tasks'} ${t.questionNumbers.join(', ')})`;

  switch (analysis.kind) {
    case 'QUIZ_ANALYZE_RESULTS':
      lines.push(`${uk ? 'Бали' : 'Score'}: ${analysis.score}/${analysis.maxScore} (${analysis.percent}%)`);
      lines.push(uk ? 'За типами завдань:' : 'By task type:', ...analysis.byType.map(typeLine));
      if (analysis.byTopic.length > 0) lines.push(uk ? 'За темами:' : 'By topic:', ...analysis.byTopic.map(topicLine));
      break;
    case 'QUIZ_ANALYZE_GAPS':
      lines.push(uk ? 'Найслабші теми:' : 'Weakest topics:', ...analysis.weakestTopics.map(topicLine));
      lines.push(uk ? 'Втрачені бали за типами:' : 'Points lost by type:', ...analysis.pointsLostByType.map(typeLine));
      break;
    case 'QUIZ_SUGGEST_TOPICS_TO_LEARN':
      lines.push(
        uk ? 'Теми з втраченими балами (пріоритет):' : 'Topics that lost points (priority):',
        ...analysis.topics.map((t) => `- ${t.topic}: ${t.priority}, ${uk ? 'втрачено' : 'lost'} ${t.pointsLost}`),
      );
      break;
  }
  if (analysis.notes.length > 0) {
    lines.push(uk ? 'Спостереження:' : 'Observations:');
    lines.push(
      ...analysis.notes.map((n) => `- ${n.key.replace('quiz-analysis.note.', '')} ${JSON.stringify(n.params)}`),
    );
  }
  return lines.join('\n');
}

const TYPE_HINT: Record<Language, Record<QuestionType, string>> = {
  uk: {
    SINGLE_ANSWER: 'одна правильна відповідь',
    MULTISELECT: 'три правильні з семи',
    SHORT_PHRASE: 'коротка відповідь',
    MATCHING: 'встановлення відповідності',
    SEQUENCE: 'встановлення послідовності',
    FULL_TEXT_ANSWER: 'розгорнута відповідь',
    MULTIGROUP: 'вибір варіанта для кожної групи',
  },
  en: {
    SINGLE_ANSWER: 'one correct answer',
    MULTISELECT: 'three correct of seven',
    SHORT_PHRASE: 'short answer',
    MATCHING: 'matching',
    SEQUENCE: 'putting in order',
    FULL_TEXT_ANSWER: 'extended written answer',
    MULTIGROUP: 'a choice for each group',
  },
};

export function taskTypeName(type: QuestionType, language: Language): string {
  return TYPE_HINT[language][type];
}
