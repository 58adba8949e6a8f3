import { describe, it, expect } from 'vitest';
import type { StoredQuestion, UserChosenAnswer } from '../contracts/quizzes';
import { ResultsAnalysis } from '../contracts/quizzes';
import { ANALYSIS_NOTE_KEYS } from './analysis-notes';
import { analyzeGaps, analyzeQuiz, analyzeResults, suggestTopicsToLearn } from './deterministic-analysis';
import { scoreQuiz } from './scoring';
import {
  fullTextQuestion,
  matchingQuestion,
  multiselectQuestion,
  sequenceQuestion,
  shortPhraseQuestion,
  singleQuestion,
} from './testing/quiz-fixtures';

const say = (questionId: string, answer: string, matchingAnswer: string | null = null): UserChosenAnswer => ({
  questionId,
  answer,
  matchingAnswer,
});
const pairs = (questionId: string, symbols: string) => [...symbols].map((s, i) => say(questionId, String(i + 1), s));

const questions: StoredQuestion[] = [
  singleQuestion(1, 'Б', { topics: ['Дроби'] }),
  singleQuestion(2, 'Б', { topics: ['Дроби'] }),
  sequenceQuestion(3, 'ВАГБ', { topics: ['Козацька доба'] }),
  matchingQuestion(4, 'ГАДБ', { topics: ['Геометрія'] }),
  multiselectQuestion(5, ['А', 'В', 'Д'], { topics: ['Козацька доба'] }),
  shortPhraseQuestion(6, ['2.5'], { topics: ['Геометрія'] }),
  fullTextQuestion(7, { topics: ['Есе'] }),
];
const answers = [
  say('q1', 'Б'),
  say('q2', 'А'),
  ...pairs('q3', 'ВГАБ'), // first and last right, middle swapped: 2 of 3
  ...pairs('q4', 'ГАДБ'), // all four rows
  say('q5', 'А'), // 1 of 3
  say('q7', 'Есе'), // awaiting a teacher
];
const quiz = { questions };
const result = scoreQuiz(quiz, answers);

describe('analyzeResults', () => {
  const analysis = analyzeResults(quiz, result);

  it('computes accuracy and points lost per question type', () => {
    expect(analysis.byType.find((t) => t.taskType === 'SINGLE_ANSWER')).toMatchObject({
      points: 1,
      maxPoints: 2,
      pointsLost: 1,
      accuracy: 0.5,
      questionNumbers: [1, 2],
      referencePath: '/dovidka/viditestiv/1',
    });
  });

  it('computes accuracy per topic, weakest first', () => {
    expect(analysis.byTopic.map((t) => [t.topic, t.points, t.maxPoints, t.accuracy])).toEqual([
      ['Козацька доба', 3, 6, 0.5],
      ['Дроби', 1, 2, 0.5],
      ['Геометрія', 4, 6, 0.67],
    ]);
  });

  it('leaves a full-text answer awaiting its mark out of accuracy', () => {
    expect(analysis.byTopic.some((t) => t.topic === 'Есе')).toBe(false);
    expect(analysis.byType.some((t) => t.taskType === 'FULL_TEXT_ANSWER')).toBe(false);
    expect(analysis.notes).toContainEqual({
      key: ANALYSIS_NOTE_KEYS.fullTextPending,
      params: { count: 1, questionNumbers: [7] },
    });
  });

  it('notes a sequence with the first and last right but the middle wrong', () => {
    expect(analysis.notes).toContainEqual({
      key: ANALYSIS_NOTE_KEYS.sequenceMiddleWrong,
      params: { questionNumber: 3 },
    });
  });

  it('notes how many multiselect choices were right', () => {
    expect(analysis.notes).toContainEqual({
      key: ANALYSIS_NOTE_KEYS.multiselectPartial,
      params: { questionNumber: 5, choicesRight: 1, choicesNeeded: 3 },
    });
  });

  it('notes unanswered questions', () => {
    expect(analysis.notes).toContainEqual({
      key: ANALYSIS_NOTE_KEYS.unanswered,
      params: { count: 1, questionNumbers: [6] },
    });
  });

  it('speaks in i18n keys, never English sentences, and fits its contract', () => {
    const keys = Object.values(ANALYSIS_NOTE_KEYS) as string[];
    expect(analysis.notes.every((n) => keys.includes(n.key))).toBe(true);
    expect(ResultsAnalysis.safeParse(analysis).success).toBe(true);
  });
});

describe('pattern notes', () => {
  it('notes a sequence with only one end right', () => {
    const one = scoreQuiz({ questions: [sequenceQuestion(1)] }, pairs('q1', 'АГВБ'));
    expect(analyzeResults({ questions: [sequenceQuestion(1)] }, one).notes).toEqual([
      { key: ANALYSIS_NOTE_KEYS.sequenceOneEndRight, params: { questionNumber: 1, end: 'last' } },
    ]);
  });

  it('notes partly matched rows', () => {
    const q = matchingQuestion(1, 'ГАДБ');
    const scored = scoreQuiz({ questions: [q] }, pairs('q1', 'ГАДВ'));
    expect(analyzeResults({ questions: [q] }, scored).notes).toEqual([
      { key: ANALYSIS_NOTE_KEYS.matchingPartial, params: { questionNumber: 1, rowsRight: 3, rows: 4 } },
    ]);
  });

  it('notes the scaled score and a missed threshold', () => {
    const q = singleQuestion(1);
    const conversionTable = [{ points: 0, scaled: 100 }];
    const scored = scoreQuiz({ questions: [q], threshold: 1, conversionTable }, [say('q1', 'А')]);
    expect(analyzeResults({ questions: [q] }, scored).notes.map((n) => n.key)).toEqual([
      ANALYSIS_NOTE_KEYS.scaledScore,
      ANALYSIS_NOTE_KEYS.thresholdNotReached,
    ]);
  });

  it('notes a quiz answered all right', () => {
    const q = singleQuestion(1);
    const scored = scoreQuiz({ questions: [q] }, [say('q1', 'Б')]);
    expect(analyzeResults({ questions: [q] }, scored).notes).toEqual([
      { key: ANALYSIS_NOTE_KEYS.allCorrect, params: {} },
    ]);
  });
});

describe('analyzeGaps', () => {
  const gaps = analyzeGaps(quiz, result);

  it('names the weakest topics below 60%, at most 3', () => {
    expect(gaps.weakestTopics.map((t) => t.topic)).toEqual(['Козацька доба', 'Дроби']);
  });

  it('lists points lost per topic and per type, most lost first', () => {
    expect(gaps.pointsLostByTopic.map((t) => [t.topic, t.pointsLost])).toEqual([
      ['Козацька доба', 3],
      ['Геометрія', 2],
      ['Дроби', 1],
    ]);
    // Ties keep the order of the question types; matching lost nothing and is left out.
    expect(gaps.pointsLostByType.map((t) => [t.taskType, t.pointsLost])).toEqual([
      ['MULTISELECT', 2],
      ['SHORT_PHRASE', 2],
      ['SINGLE_ANSWER', 1],
      ['SEQUENCE', 1],
    ]);
  });

  it('points to the reference page of a weak question type', () => {
    expect(gaps.notes).toContainEqual({
      key: ANALYSIS_NOTE_KEYS.typeWeak,
      params: { taskType: 'MULTISELECT', accuracyPercent: 33, referencePath: '/dovidka/viditestiv/5' },
    });
  });
});

describe('suggestTopicsToLearn', () => {
  it('suggests every topic that lost points, weakest first, with a priority', () => {
    const suggestion = suggestTopicsToLearn(quiz, result);
    expect(suggestion.topics.map((t) => [t.topic, t.priority])).toEqual([
      ['Козацька доба', 'medium'],
      ['Дроби', 'medium'],
      ['Геометрія', 'medium'],
    ]);
  });

  it('rates a topic under 50% high priority', () => {
    const q = multiselectQuestion(1, ['А', 'В', 'Д'], { topics: ['Реформи'] });
    const scored = scoreQuiz({ questions: [q] }, [say('q1', 'А')]);
    expect(suggestTopicsToLearn({ questions: [q] }, scored).topics[0]).toMatchObject({
      topic: 'Реформи',
      priority: 'high',
    });
  });

  it('says so when the questions have no topics', () => {
    const q = singleQuestion(1);
    const scored = scoreQuiz({ questions: [q] }, [say('q1', 'А')]);
    const suggestion = suggestTopicsToLearn({ questions: [q] }, scored);
    expect(suggestion.topics).toEqual([]);
    expect(suggestion.notes[0]?.key).toBe(ANALYSIS_NOTE_KEYS.noTopics);
  });
});

describe('analyzeQuiz', () => {
  it.each(['QUIZ_ANALYZE_RESULTS', 'QUIZ_ANALYZE_GAPS', 'QUIZ_SUGGEST_TOPICS_TO_LEARN'] as const)(
    'answers %s with an analysis of that kind',
    (kind) => {
      expect(analyzeQuiz(kind, quiz, result).kind).toBe(kind);
    },
  );
});
