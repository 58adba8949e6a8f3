import { LIMITS } from '../constants';
import type { MatchPair, StoredQuestion, UserChosenAnswer } from '../contracts/quizzes';
import type { QuestionOutcome, QuestionScore } from '../contracts/quizzes/quiz-result.schema';
import { defaultMaxPoints, questionMaxPoints } from './question-points';
import { QuizAnswerError } from './quiz-answer-error';
import { shortPhraseMatches } from './short-phrase';

interface RawScore {
  rawPoints: number;
  sequenceEnds?: { firstRight: boolean; lastRight: boolean };
}

/**
 * Scores one question from the student's entries for it (exam-facts.md), on the server only.
 * `mark` is a teacher's mark for a full-text answer, already in the question's points.
 *
 * Override rule: when the author sets `points`, partial credit scales in proportion,
 * points = rawPoints × points / rawMaxPoints, rounded to hundredths. So a 4-row matching task
 * worth 2 gives 1.5 for 3 right rows, and an all-or-nothing type (single, short phrase) gives all
 * or nothing of the override.
 */
export function scoreQuestion(
  question: StoredQuestion,
  entries: readonly UserChosenAnswer[],
  mark?: number,
): QuestionScore {
  checkEntries(question, entries);
  const maxPoints = questionMaxPoints(question);
  const base = {
    questionId: question.id,
    questionNumber: question.questionNumber,
    taskType: question.taskType,
    maxPoints,
  };

  if (question.taskType === 'FULL_TEXT_ANSWER') {
    if (mark !== undefined && (mark < 0 || mark > maxPoints))
      throw new QuizAnswerError('MARK_OUT_OF_RANGE', question.id);
    // An empty full-text answer has nothing to mark, so it is unanswered rather than pending.
    if (entries.length === 0 || mark === undefined) {
      const outcome: QuestionOutcome = entries.length === 0 ? 'unanswered' : 'pending';
      return { ...base, points: 0, rawPoints: 0, rawMaxPoints: maxPoints, outcome };
    }
    return {
      ...base,
      points: mark,
      rawPoints: mark,
      rawMaxPoints: maxPoints,
      outcome: outcomeOf(mark, maxPoints, true),
    };
  }
  if (mark !== undefined) throw new QuizAnswerError('NOT_MARKABLE', question.id);

  const rawMaxPoints = defaultMaxPoints(question);
  const raw = rawScore(question, entries);
  const points = rawMaxPoints === 0 ? 0 : round2((raw.rawPoints * maxPoints) / rawMaxPoints);
  return {
    ...base,
    points,
    rawPoints: raw.rawPoints,
    rawMaxPoints,
    outcome: outcomeOf(raw.rawPoints, rawMaxPoints, entries.length > 0),
    ...(raw.sequenceEnds ? { sequenceEnds: raw.sequenceEnds } : {}),
  };
}

function rawScore(
  question: Exclude<StoredQuestion, { taskType: 'FULL_TEXT_ANSWER' }>,
  entries: readonly UserChosenAnswer[],
): RawScore {
  switch (question.taskType) {
    case 'SINGLE_ANSWER':
      return { rawPoints: entries[0] && sameSymbol(entries[0].answer, question.correctAnswerLetters[0]) ? 1 : 0 };
    case 'MULTISELECT': {
      // "Three of seven": 1 point per correct choice; a wrong choice only wastes a slot.
      const chosen = new Set(entries.map((e) => upper(e.answer)));
      return { rawPoints: question.correctAnswerLetters.filter((letter) => chosen.has(upper(letter))).length };
    }
    case 'SHORT_PHRASE': {
      const given = entries[0]?.answer ?? '';
      const right = question.correctAnswerLetters.some((accepted) => shortPhraseMatches(given, accepted));
      return { rawPoints: right ? defaultMaxPoints(question) : 0 };
    }
    case 'MATCHING':
      return { rawPoints: rightPairs(question.correctAnswerLetters, entries).length };
    case 'SEQUENCE':
      return scoreSequence(question.correctAnswerLetters, entries);
    case 'MULTIGROUP':
      return {
        rawPoints: question.correctAnswerLetters.filter((key) =>
          entries.some((e) => e.groupIndex === key.groupIndex && sameSymbol(e.answer, key.symbol)),
        ).length,
      };
  }
}

/**
 * Exam-facts sequence rule (zno.osvita.ua/dovidka/viditestiv/4): 3 for the whole order, 2 when
 * the first and the last are right, 1 when only one of them is, else 0.
 */
export function scoreSequence(key: readonly MatchPair[], entries: readonly UserChosenAnswer[]): Required<RawScore> {
  const ordered = [...key].sort((a, b) => Number(a.element) - Number(b.element));
  const right = rightPairs(ordered, entries);
  const isRight = (pair: MatchPair | undefined) => pair !== undefined && right.includes(pair);
  const firstRight = isRight(ordered[0]);
  const lastRight = isRight(ordered.at(-1));
  const wholeOrder = ordered.length > 0 && right.length === ordered.length;
  const rawPoints = wholeOrder ? 3 : firstRight && lastRight ? 2 : firstRight || lastRight ? 1 : 0;
  return { rawPoints, sequenceEnds: { firstRight, lastRight } };
}

function rightPairs(key: readonly MatchPair[], entries: readonly UserChosenAnswer[]): MatchPair[] {
  return key.filter((pair) =>
    entries.some((e) => sameSymbol(e.answer, pair.element) && sameSymbol(e.matchingAnswer ?? '', pair.match)),
  );
}

/** Refuses entries the run store could not have produced (see QuizAnswerProblem). */
function checkEntries(question: StoredQuestion, entries: readonly UserChosenAnswer[]): void {
  const fail = (problem: ConstructorParameters<typeof QuizAnswerError>[0]) => {
    throw new QuizAnswerError(problem, question.id);
  };
  const distinct = (values: string[]) => new Set(values).size;
  // A letter that is not an option, or a row the task does not have, would otherwise be stored
  // as a plain 0: refused like any other sheet the run screen cannot produce.
  const symbolsOf = (groupIndex: number) =>
    new Set((question.answerGroups[groupIndex]?.answerGroupOptions ?? []).map((o) => upper(o.symbol)));
  const allIn = (values: (string | null | undefined)[], symbols: Set<string>) =>
    values.every((value) => symbols.has(upper(value ?? '')));
  switch (question.taskType) {
    case 'SINGLE_ANSWER':
      if (entries.length > 1) fail('MULTIPLE_ANSWERS');
      if (
        !allIn(
          entries.map((e) => e.answer),
          symbolsOf(0),
        )
      )
        fail('UNKNOWN_OPTION');
      return;
    case 'MULTISELECT':
      if (distinct(entries.map((e) => upper(e.answer))) > LIMITS.multiselectMaxChoices) fail('TOO_MANY_CHOICES');
      if (
        !allIn(
          entries.map((e) => e.answer),
          symbolsOf(0),
        )
      )
        fail('UNKNOWN_OPTION');
      return;
    case 'MATCHING':
      if (distinct(entries.map((e) => upper(e.answer))) < entries.length) fail('DUPLICATE_ROW');
      if (
        !allIn(
          entries.map((e) => e.answer),
          symbolsOf(0),
        )
      )
        fail('UNKNOWN_ROW');
      if (
        !allIn(
          entries.map((e) => e.matchingAnswer),
          symbolsOf(1),
        )
      )
        fail('UNKNOWN_OPTION');
      return;
    case 'SEQUENCE': {
      if (distinct(entries.map((e) => upper(e.answer))) < entries.length) fail('DUPLICATE_ROW');
      // Positions are "1".."n" for the n events of the only group.
      const events = symbolsOf(0);
      const positions = new Set(Array.from({ length: events.size }, (_, index) => String(index + 1)));
      if (
        !allIn(
          entries.map((e) => e.answer),
          positions,
        )
      )
        fail('UNKNOWN_ROW');
      if (
        !allIn(
          entries.map((e) => e.matchingAnswer),
          events,
        )
      )
        fail('UNKNOWN_OPTION');
      return;
    }
    case 'MULTIGROUP':
      if (entries.some((e) => e.groupIndex === undefined)) fail('MISSING_GROUP');
      if (distinct(entries.map((e) => String(e.groupIndex))) < entries.length) fail('DUPLICATE_ROW');
      if (entries.some((e) => (e.groupIndex ?? 0) >= question.answerGroups.length)) fail('UNKNOWN_ROW');
      if (entries.some((e) => !symbolsOf(e.groupIndex ?? 0).has(upper(e.answer)))) fail('UNKNOWN_OPTION');
      return;
    default:
      if (entries.length > 1) fail('MULTIPLE_ANSWERS');
  }
}

function outcomeOf(points: number, maxPoints: number, answered: boolean): QuestionOutcome {
  if (!answered) return 'unanswered';
  if (maxPoints > 0 && points >= maxPoints) return 'correct';
  return points > 0 ? 'partial' : 'incorrect';
}

const upper = (symbol: string) => symbol.trim().toLocaleUpperCase('uk');
const sameSymbol = (given: string, expected: string | undefined) =>
  expected !== undefined && upper(given) === upper(expected);

export function round2(value: number): number {
  return Math.round(value * 100) / 100;
}
