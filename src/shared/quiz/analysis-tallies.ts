import type { QuestionScore, QuestionType, StoredQuestion, TopicTally, TypeTally } from '../contracts/quizzes';
import { QUESTION_TYPES } from '../contracts/quizzes/quiz-enums.schema';
import { round2 } from './question-scoring';
import { referencePathFor } from './reference-paths';

/** What the analysis needs of a quiz: the topic tags of each question. */
export type AnalysisQuestion = Pick<StoredQuestion, 'id' | 'topics'>;

/**
 * Questions that count towards accuracy: a full-text answer awaiting its mark says nothing yet
 * about what the student knows, so it is left out rather than counted as 0.
 */
export function scoredQuestions(perQuestion: readonly QuestionScore[]): QuestionScore[] {
  return perQuestion.filter((q) => q.outcome !== 'pending');
}

function tally(scores: readonly QuestionScore[]) {
  const points = round2(scores.reduce((sum, q) => sum + q.points, 0));
  const maxPoints = round2(scores.reduce((sum, q) => sum + q.maxPoints, 0));
  return {
    points,
    maxPoints,
    pointsLost: round2(maxPoints - points),
    // Nothing to lose is nothing lost: an empty tally reads as full accuracy.
    accuracy: maxPoints === 0 ? 1 : round2(points / maxPoints),
    questionNumbers: scores.map((q) => q.questionNumber).sort((a, b) => a - b),
  };
}

/** Accuracy and points lost per question type, in the order of QUESTION_TYPES. */
export function tallyByType(perQuestion: readonly QuestionScore[]): TypeTally[] {
  const scored = scoredQuestions(perQuestion);
  return QUESTION_TYPES.flatMap((taskType: QuestionType) => {
    const ofType = scored.filter((q) => q.taskType === taskType);
    return ofType.length === 0 ? [] : [{ taskType, referencePath: referencePathFor(taskType), ...tally(ofType) }];
  });
}

/**
 * Accuracy and points lost per topic tag, weakest first (lowest accuracy, then most points lost,
 * then by name so the order is stable). A question with several tags counts for each of them.
 */
export function tallyByTopic(
  questions: readonly AnalysisQuestion[],
  perQuestion: readonly QuestionScore[],
): TopicTally[] {
  const scored = scoredQuestions(perQuestion);
  const topicsOf = new Map(questions.map((q) => [q.id, q.topics]));
  const topics = [...new Set(scored.flatMap((q) => topicsOf.get(q.questionId) ?? []))];
  return topics
    .map((topic) => ({ topic, ...tally(scored.filter((q) => topicsOf.get(q.questionId)?.includes(topic))) }))
    .sort((a, b) => a.accuracy - b.accuracy || b.pointsLost - a.pointsLost || a.topic.localeCompare(b.topic, 'uk'));
}
