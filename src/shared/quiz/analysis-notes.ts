import type { AnalysisNote, QuestionScore, QuizResult, TypeTally } from '../contracts/quizzes';

/**
 * i18n keys of the analysis notes (HOUSE-STYLE 15), listed so the `quiz-analysis` namespace of
 * both languages can be checked against them. Params are named in each builder below.
 */
export const ANALYSIS_NOTE_KEYS = {
  allCorrect: 'quiz-analysis.note.all-correct',
  scaledScore: 'quiz-analysis.note.scaled-score',
  thresholdNotReached: 'quiz-analysis.note.threshold-not-reached',
  unanswered: 'quiz-analysis.note.unanswered',
  fullTextPending: 'quiz-analysis.note.full-text-pending',
  sequenceMiddleWrong: 'quiz-analysis.note.sequence-middle-wrong',
  sequenceOneEndRight: 'quiz-analysis.note.sequence-one-end-right',
  matchingPartial: 'quiz-analysis.note.matching-partial',
  multiselectPartial: 'quiz-analysis.note.multiselect-partial',
  multigroupPartial: 'quiz-analysis.note.multigroup-partial',
  typeWeak: 'quiz-analysis.note.type-weak',
  noTopics: 'quiz-analysis.note.no-topics',
} as const;

const K = ANALYSIS_NOTE_KEYS;
const note = (key: string, params: AnalysisNote['params'] = {}): AnalysisNote => ({ key, params });
const numbers = (scores: readonly QuestionScore[]) => scores.map((q) => q.questionNumber);

/** Below this accuracy a question type is worth re-reading its reference page. */
export const WEAK_ACCURACY = 0.6;

/** The score line: all right, the 100–200 score, the threshold, what is unanswered or pending. */
export function summaryNotes(result: QuizResult): AnalysisNote[] {
  const notes: AnalysisNote[] = [];
  const unanswered = result.perQuestion.filter((q) => q.outcome === 'unanswered');
  const pending = result.perQuestion.filter((q) => q.outcome === 'pending');
  if (result.perQuestion.length > 0 && result.perQuestion.every((q) => q.outcome === 'correct')) {
    notes.push(note(K.allCorrect));
  }
  if (result.scaled !== undefined) notes.push(note(K.scaledScore, { scaled: result.scaled }));
  if (result.thresholdReached === false) notes.push(note(K.thresholdNotReached, { score: result.score }));
  if (unanswered.length > 0) {
    notes.push(note(K.unanswered, { count: unanswered.length, questionNumbers: numbers(unanswered) }));
  }
  if (pending.length > 0)
    notes.push(note(K.fullTextPending, { count: pending.length, questionNumbers: numbers(pending) }));
  return notes;
}

/**
 * How partly right answers went wrong, per question: a sequence with both ends right but the
 * middle wrong (2 of 3), a sequence with one end right, and the share of rows, choices or groups
 * right in matching, "three of seven" and multigroup tasks.
 */
export function patternNotes(result: QuizResult): AnalysisNote[] {
  return result.perQuestion.flatMap((q): AnalysisNote[] => {
    if (q.outcome !== 'partial') return [];
    const questionNumber = q.questionNumber;
    const right = q.rawPoints;
    const of = q.rawMaxPoints;
    switch (q.taskType) {
      case 'SEQUENCE': {
        const ends = q.sequenceEnds;
        if (ends?.firstRight && ends.lastRight) return [note(K.sequenceMiddleWrong, { questionNumber })];
        const end = ends?.firstRight ? 'first' : 'last';
        return [note(K.sequenceOneEndRight, { questionNumber, end })];
      }
      case 'MATCHING':
        return [note(K.matchingPartial, { questionNumber, rowsRight: right, rows: of })];
      case 'MULTISELECT':
        return [note(K.multiselectPartial, { questionNumber, choicesRight: right, choicesNeeded: of })];
      case 'MULTIGROUP':
        return [note(K.multigroupPartial, { questionNumber, groupsRight: right, groups: of })];
      default:
        return [];
    }
  });
}

/** Question types answered below WEAK_ACCURACY, each with the page that explains the type. */
export function weakTypeNotes(byType: readonly TypeTally[]): AnalysisNote[] {
  return byType
    .filter((t) => t.maxPoints > 0 && t.accuracy < WEAK_ACCURACY)
    .map((t) =>
      note(K.typeWeak, {
        taskType: t.taskType,
        accuracyPercent: Math.round(t.accuracy * 100),
        referencePath: t.referencePath,
      }),
    );
}

export function noTopicsNote(): AnalysisNote {
  return note(K.noTopics);
}
