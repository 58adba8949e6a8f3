import type {
  AiAnalysisKind,
  GapsAnalysis,
  QuizAnalysis,
  QuizResult,
  ResultsAnalysis,
  TopicPriority,
  TopicsToLearnAnalysis,
  TopicTally,
} from '../contracts/quizzes';
import { noTopicsNote, patternNotes, summaryNotes, WEAK_ACCURACY, weakTypeNotes } from './analysis-notes';
import { tallyByTopic, tallyByType, type AnalysisQuestion } from './analysis-tallies';

/**
 * The analyses of a scored result computed from the data alone: what the server answers when no
 * AI endpoint is configured (DESIGN.md "AI"), and the facts an AI prompt can be given. Every
 * sentence is an i18n key with params, never English text.
 */
export interface AnalysisQuiz {
  questions: readonly AnalysisQuestion[];
}

/** At most this many topics are named the weakest. */
export const MAX_WEAKEST_TOPICS = 3;
/** Topics below these accuracies are high, then medium priority to learn; the rest are low. */
export const HIGH_PRIORITY_BELOW = 0.5;
export const MEDIUM_PRIORITY_BELOW = 0.8;

/** QUIZ_ANALYZE_RESULTS: the score, accuracy per question type and per topic, and what went wrong how. */
export function analyzeResults(quiz: AnalysisQuiz, result: QuizResult): ResultsAnalysis {
  const byType = tallyByType(result.perQuestion);
  return {
    kind: 'QUIZ_ANALYZE_RESULTS',
    source: 'deterministic',
    score: result.score,
    maxScore: result.maxScore,
    percent: result.percent,
    byType,
    byTopic: tallyByTopic(quiz.questions, result.perQuestion),
    notes: [...summaryNotes(result), ...patternNotes(result)],
  };
}

/**
 * QUIZ_ANALYZE_GAPS: where the points went. Weakest topics are those below WEAK_ACCURACY, at
 * most MAX_WEAKEST_TOPICS of them; points lost are listed per topic and type, most lost first.
 */
export function analyzeGaps(quiz: AnalysisQuiz, result: QuizResult): GapsAnalysis {
  const byTopic = tallyByTopic(quiz.questions, result.perQuestion);
  const byType = tallyByType(result.perQuestion);
  const mostLost = <T extends { pointsLost: number }>(items: T[]) =>
    items.filter((item) => item.pointsLost > 0).sort((a, b) => b.pointsLost - a.pointsLost);
  return {
    kind: 'QUIZ_ANALYZE_GAPS',
    source: 'deterministic',
    weakestTopics: byTopic.filter((t) => t.accuracy < WEAK_ACCURACY).slice(0, MAX_WEAKEST_TOPICS),
    pointsLostByTopic: mostLost(byTopic),
    pointsLostByType: mostLost(byType),
    notes: [...weakTypeNotes(byType), ...patternNotes(result)],
  };
}

/**
 * QUIZ_SUGGEST_TOPICS_TO_LEARN: every topic that lost points, weakest first, with a priority by
 * its accuracy. Without topic tags there is nothing to suggest but the weak question types.
 */
export function suggestTopicsToLearn(quiz: AnalysisQuiz, result: QuizResult): TopicsToLearnAnalysis {
  const byTopic = tallyByTopic(quiz.questions, result.perQuestion);
  const topics = byTopic
    .filter((t) => t.pointsLost > 0)
    .map((t) => ({
      topic: t.topic,
      priority: priorityOf(t),
      pointsLost: t.pointsLost,
      accuracy: t.accuracy,
      questionNumbers: t.questionNumbers,
    }));
  const weakTypes = weakTypeNotes(tallyByType(result.perQuestion));
  return {
    kind: 'QUIZ_SUGGEST_TOPICS_TO_LEARN',
    source: 'deterministic',
    topics,
    notes: byTopic.length === 0 ? [noTopicsNote(), ...weakTypes] : weakTypes,
  };
}

/** Runs the analysis of the given kind. */
export function analyzeQuiz(kind: AiAnalysisKind, quiz: AnalysisQuiz, result: QuizResult): QuizAnalysis {
  switch (kind) {
    case 'QUIZ_ANALYZE_RESULTS':
      return analyzeResults(quiz, result);
    case 'QUIZ_ANALYZE_GAPS':
      return analyzeGaps(quiz, result);
    case 'QUIZ_SUGGEST_TOPICS_TO_LEARN':
      return suggestTopicsToLearn(quiz, result);
  }
}

function priorityOf(tally: TopicTally): TopicPriority {
  if (tally.accuracy < HIGH_PRIORITY_BELOW) return 'high';
  return tally.accuracy < MEDIUM_PRIORITY_BELOW ? 'medium' : 'low';
}
